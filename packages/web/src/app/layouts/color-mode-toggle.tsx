import { ColorModeSwitch } from '../../components/ui/color-mode-switch';
import { useAppearance } from '../../domains/preferences/use-appearance';

/** In the signed-in header: the switch is saved for the user. */
export function ColorModeToggle() {
  return <ColorModeSwitch {...useAppearance()} />;
}
