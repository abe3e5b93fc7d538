import { create } from 'zustand';
import {
  COLOR_MODE_STORAGE_KEY,
  type ColorModeChoice,
  isColorModeChoice,
  PREFERS_DARK_QUERY,
  readColorModeChoice,
  systemPrefersDark,
  writeColorModeChoice,
} from './color-mode';

export interface ColorModeStore {
  choice: ColorModeChoice;
  systemDark: boolean;
  /** Stores the choice for this browser (every open tab follows). */
  choose: (choice: ColorModeChoice) => void;
}

export const useColorModeStore = create<ColorModeStore>()((set) => ({
  choice: readColorModeChoice(),
  systemDark: systemPrefersDark(),
  choose: (choice) => {
    writeColorModeChoice(choice);
    set({ choice });
  },
}));

/** Follows the device's setting and choices made in other tabs; returns the cleanup. */
export function followColorModeSources(): () => void {
  const media = globalThis.matchMedia?.(PREFERS_DARK_QUERY);
  const onMedia = (event: MediaQueryListEvent) => useColorModeStore.setState({ systemDark: event.matches });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY) return;
    useColorModeStore.setState({ choice: isColorModeChoice(event.newValue) ? event.newValue : 'system' });
  };
  media?.addEventListener('change', onMedia);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onMedia);
    window.removeEventListener('storage', onStorage);
  };
}
