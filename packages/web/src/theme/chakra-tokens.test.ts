import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DROPPED_PALETTES } from './chakra-tokens';
import { system } from './system';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the colour palettes left out of the theme', () => {
  it('are not in the system, while the ones the screens use are', () => {
    for (const palette of DROPPED_PALETTES)
      expect(system.token(`colors.${palette}.500`, 'none')).toBe('none');
    for (const palette of ['gray', 'green', 'red', 'orange', 'blue', 'brand', 'danger'])
      expect(system.token(`colors.${palette}.500`, 'none'), palette).not.toBe('none');
  });

  it('are named by no source file (a colorPalette or token of one would draw nothing)', () => {
    const named = new RegExp(`['"\`.](${DROPPED_PALETTES.join('|')})[.'"\`]`);
    const files = sourceFiles(SRC).filter((file) => !file.endsWith('chakra-tokens.ts'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => named.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
