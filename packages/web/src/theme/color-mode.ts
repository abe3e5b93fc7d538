/** What the user chose: a fixed light or dark look, or `system` to follow the device. */
export type ColorModeChoice = 'light' | 'dark' | 'system';
/** What the page shows. */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_CHOICES: readonly ColorModeChoice[] = ['light', 'dark', 'system'];
/** A preference, not a secret: kept in plain localStorage so public/color-mode.js can read it before paint. */
export const COLOR_MODE_STORAGE_KEY = 'portal.color-mode';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorModeChoice(value: unknown): value is ColorModeChoice {
  return typeof value === 'string' && (COLOR_MODE_CHOICES as readonly string[]).includes(value);
}

export function resolveColorMode(choice: ColorModeChoice, systemPrefersDark: boolean): ColorMode {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

export function readColorModeChoice(storage: Storage | undefined = globalThis.localStorage): ColorModeChoice {
  try {
    const stored = storage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorModeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function writeColorModeChoice(
  choice: ColorModeChoice,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(COLOR_MODE_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page.
  }
}

/** Chakra's `_dark` condition reads the `dark` class on <html>; `color-scheme` themes scrollbars and form controls. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement) {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

export function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.(PREFERS_DARK_QUERY).matches ?? false;
}
