import { create } from 'zustand';
import type { ColorModeChoice } from '../../theme/color-mode';
import { useColorMode } from '../../theme/use-color-mode';

/** A choice made on the sign-in screens, before there was a user to save it for (saved at sign-in). */
export const useUnsavedAppearanceStore = create<{ unsaved: ColorModeChoice | null }>()(() => ({
  unsaved: null,
}));

/**
 * Light or dark on the sign-in screens: applied at once, and saved for the user once they have signed in. Apart
 * from use-appearance.ts, so the sign-in route carries no query or mutation code for it.
 */
export function useSignedOutAppearance() {
  const { choice, mode, choose } = useColorMode();
  const change = (next: ColorModeChoice) => {
    choose(next);
    useUnsavedAppearanceStore.setState({ unsaved: next });
  };
  return { choice, mode, change };
}
