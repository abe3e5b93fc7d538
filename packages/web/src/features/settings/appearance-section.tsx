import { RadioGroup } from '../../components/ui/radio-group';
import { useAppearance } from '../../domains/preferences/use-appearance';
import type { ColorModeChoice } from '../../theme/color-mode';
import { SettingsSection } from './settings-section';

export const APPEARANCE_OPTIONS = [
  { value: 'system', label: 'As my device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const satisfies ReadonlyArray<{ value: ColorModeChoice; label: string }>;

/** Light, dark or as the device; saved for the user, so every browser they sign in to follows. */
export function AppearanceSection() {
  const { choice, change } = useAppearance();
  return (
    <SettingsSection
      id="appearance"
      title="Appearance"
      description="Applies at once, in every browser you sign in to."
    >
      <RadioGroup<ColorModeChoice>
        name="appearance"
        label="Colour mode"
        options={APPEARANCE_OPTIONS}
        value={choice}
        onChange={change}
        orientation="horizontal"
      />
    </SettingsSection>
  );
}
