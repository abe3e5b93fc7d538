import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyColorMode,
  COLOR_MODE_CHOICES,
  COLOR_MODE_STORAGE_KEY,
  readColorModeChoice,
  resolveColorMode,
  writeColorModeChoice,
} from './color-mode';
import { followColorModeSources, useColorModeStore } from './color-mode-store';

const bootScript = readFileSync(resolve(import.meta.dirname, '../../public/color-mode.js'), 'utf8');

/** Runs public/color-mode.js as the browser would before paint, with this stored value and device setting. */
function bootMode(stored: string | null, prefersDark: boolean) {
  const root = document.createElement('html');
  runInNewContext(bootScript, {
    localStorage: { getItem: (key: string) => (key === COLOR_MODE_STORAGE_KEY ? stored : null) },
    matchMedia: () => ({ matches: prefersDark }),
    document: { documentElement: root },
  });
  return { classes: [...root.classList], scheme: root.style.colorScheme };
}

afterEach(() => localStorage.clear());

// rule UI-31 (docs/rules/layout-and-ui.md)
describe('colour mode', () => {
  it('follows the device unless the user chose light or dark', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('reads a stored choice, and anything else as following the device', () => {
    writeColorModeChoice('dark');
    expect(readColorModeChoice()).toBe('dark');
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'sepia');
    expect(readColorModeChoice()).toBe('system');
    localStorage.clear();
    expect(readColorModeChoice()).toBe('system');
  });

  it('the script before paint decides as the app does, for every stored value and device setting', () => {
    for (const stored of [...COLOR_MODE_CHOICES, null, 'sepia']) {
      for (const prefersDark of [true, false]) {
        const choice = COLOR_MODE_CHOICES.find((c) => c === stored) ?? 'system';
        const mode = resolveColorMode(choice, prefersDark);
        expect(bootMode(stored, prefersDark), `${stored} / dark device: ${prefersDark}`).toEqual({
          classes: [mode],
          scheme: mode,
        });
      }
    }
  });

  it('puts exactly one mode class on the page', () => {
    const root = document.createElement('html');
    applyColorMode('dark', root);
    applyColorMode('light', root);
    expect([...root.classList]).toEqual(['light']);
    expect(root.style.colorScheme).toBe('light');
  });

  it('a choice made in another tab reaches this one', () => {
    const stop = followColorModeSources();
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'dark' }));
    expect(useColorModeStore.getState().choice).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'another.key', newValue: 'light' }));
    expect(useColorModeStore.getState().choice).toBe('dark');
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'light' }));
    expect(useColorModeStore.getState().choice).toBe('dark');
    useColorModeStore.getState().choose('system');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('system');
  });
});
