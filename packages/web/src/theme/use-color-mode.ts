import { useEffect } from 'react';
import { applyColorMode, type ColorMode, resolveColorMode } from './color-mode';
import { type ColorModeStore, followColorModeSources, useColorModeStore } from './color-mode-store';

/** The choice, what the page shows, and how to change the choice. */
export function useColorMode(): Pick<ColorModeStore, 'choice' | 'choose'> & { mode: ColorMode } {
  const choice = useColorModeStore((state) => state.choice);
  const systemDark = useColorModeStore((state) => state.systemDark);
  const choose = useColorModeStore((state) => state.choose);
  return { choice, choose, mode: resolveColorMode(choice, systemDark) };
}

/** Keeps <html> in the resolved mode while the app runs (mounted once, by the theme provider). */
export function useColorModeOnPage() {
  const { mode } = useColorMode();
  useEffect(() => followColorModeSources(), []);
  useEffect(() => applyColorMode(mode), [mode]);
}
