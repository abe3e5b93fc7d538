import { describe, expect, it } from 'vitest';
import { swiftLines, swiftReference, swiftText } from './swift-text.js';

describe('swiftText', () => {
  it('keeps x-set text as it is, whitespace runs made one space', () => {
    expect(swiftText("Invoice 12/3 (part 2) - o'clock, +1?:")).toBe("Invoice 12/3 (part 2) - o'clock, +1?:");
    expect(swiftText('  two\t\tspaces\r\nnewline ')).toBe('two spaces newline');
  });

  it('drops accents, spells out letters without one and maps signs to x-set cousins', () => {
    expect(swiftText('Crème brûlée, Ærøskøbing, Straße, Łódź')).toBe(
      'Creme brulee, AEroskobing, Strasse, Lodz',
    );
    expect(swiftText('A&B <x> [y] {z} "q" ‘s’ a_b – c; d')).toBe("A+B (x) (y) (z) 'q' 's' a-b - c, d");
    expect(swiftText('£5 = €6 @ 100% 日本')).toBe('GBP5 . EUR6 . 100. ..');
  });
});

describe('swiftReference', () => {
  it('drops the type prefix, keeps 16 characters and no slashes or spaces', () => {
    expect(swiftReference('txn_0123456789abcdef')).toBe('0123456789abcdef');
    expect(swiftReference('INV-2026/0142 ACME LIMITED')).toBe('INV-2026-0142ACM');
    expect(swiftReference(null)).toBeNull();
    expect(swiftReference('pay_')).toBeNull();
  });
});

describe('swiftLines', () => {
  it('wraps words to the width and starts each part on its own line', () => {
    const lines = swiftLines(['alpha beta gamma delta', 'Name Ltd'], 12, 6);
    expect(lines).toEqual(['alpha beta', 'gamma delta', 'Name Ltd']);
    expect(swiftLines(['x'.repeat(30)], 12, 6)).toEqual(['x'.repeat(11), 'x'.repeat(11), 'x'.repeat(8)]);
  });

  it('cuts the first part when the lines do not fit, never the short ones after it', () => {
    const lines = swiftLines(['one two three four five six seven eight', 'Name', 'Ref'], 11, 4);
    expect(lines).toEqual(['one two', 'three four', 'Name', 'Ref']);
  });

  it('never starts a line with a colon or a hyphen', () => {
    const lines = swiftLines(['aaaa :61:x -5 -6', ''], 8, 6);
    expect(lines).toEqual(['aaaa', ' :61:x', ' -5 -6']);
    expect(swiftLines(['', '', ''], 65, 6)).toEqual([]);
  });
});
