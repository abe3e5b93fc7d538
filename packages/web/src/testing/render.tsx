import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { ThemeProvider } from '../theme/theme-provider';

function Providers({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <ThemeProvider>{children}</ThemeProvider>
    </LanguageProvider>
  );
}

/** Renders inside the portal's language and Chakra system and returns a user-event instance. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const user = userEvent.setup();
  const result = render(ui, { wrapper: Providers, ...options });
  return { user, ...result };
}
