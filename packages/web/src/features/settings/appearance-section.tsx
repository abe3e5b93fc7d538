import { Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LanguageSelect } from '../../components/ui/language-select';
import { RadioGroup } from '../../components/ui/radio-group';
import { useAppearance } from '../../domains/preferences/use-appearance';
import { useLanguage } from '../../domains/preferences/use-language';
import type { ColorModeChoice } from '../../theme/color-mode';
import { SettingsSection } from './settings-section';

const APPEARANCE_OPTIONS = [
  { value: 'system', label: msg`As my device` },
  { value: 'light', label: msg`Light` },
  { value: 'dark', label: msg`Dark` },
] as const;

/** Language, and light, dark or as the device; saved for the user, so every browser they sign in to follows. */
export function AppearanceSection() {
  const { t, i18n } = useLingui();
  const { choice, change } = useAppearance();
  const language = useLanguage();
  const options = APPEARANCE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  return (
    <SettingsSection
      id="appearance"
      title={t`Language and appearance`}
      description={t`Applies at once, in every browser you sign in to.`}
    >
      <Stack gap="5">
        <LanguageSelect {...language} showLabel />
        <RadioGroup<ColorModeChoice>
          name="appearance"
          label={t`Colour mode`}
          options={options}
          value={choice}
          onChange={change}
          orientation="horizontal"
        />
      </Stack>
    </SettingsSection>
  );
}
