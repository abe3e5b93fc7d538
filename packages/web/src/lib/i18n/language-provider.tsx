import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';

/**
 * Gives every screen the active language. A switch remounts the tree below, so texts looked up outside a
 * `useLingui` consumer (models, status names, schemas) follow too; the data cache and the route survive it.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <RemountOnSwitch>{children}</RemountOnSwitch>
    </I18nProvider>
  );
}

function RemountOnSwitch({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}
