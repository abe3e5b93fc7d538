import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColorMode, ColorModeChoice } from '../../theme/color-mode';
import { MoonIcon, SunIcon } from './icons';

/** The quick switch between light and dark (settings also offer "as the device"). */
export function ColorModeSwitch({
  mode,
  change,
}: {
  mode: ColorMode;
  change: (next: ColorModeChoice) => void;
}) {
  const { t } = useLingui();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={next === 'dark' ? t`Switch to dark mode` : t`Switch to light mode`}
      onClick={() => change(next)}
      data-testid="color-mode-toggle"
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
