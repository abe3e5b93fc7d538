import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type CatalogLocale, LOCALE_NAMES, offeredLocales } from '../../lib/i18n/locales';

/**
 * The language menu: each language in its own words, so someone who cannot read the current one still finds
 * theirs. `showLabel` shows "Language" above the menu (settings); the sign-in frame keeps it for screen readers.
 */
export function LanguageSelect({
  locale,
  change,
  showLabel = false,
}: {
  locale: CatalogLocale;
  change: (next: CatalogLocale) => void;
  showLabel?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Field.Root w="auto">
      <Field.Label srOnly={!showLabel}>{t`Language`}</Field.Label>
      <NativeSelect.Root size="sm" w={showLabel ? 'xs' : '32'} maxW="full">
        <NativeSelect.Field
          value={locale}
          onChange={(event) => change(event.currentTarget.value as CatalogLocale)}
          data-testid="language-select"
        >
          {offeredLocales().map((option) => (
            <option key={option} value={option} lang={option === 'pseudo' ? undefined : option}>
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
