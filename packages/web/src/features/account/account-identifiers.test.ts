import { describe, expect, it } from 'vitest';
import { piecesAfterUnderscores } from './account-identifiers';

describe('piecesAfterUnderscores', () => {
  it('cuts an identifier after each underscore only, keyed by where each piece starts', () => {
    expect(piecesAfterUnderscores('ba_northwind_treasury')).toEqual([
      { start: 0, text: 'ba_' },
      { start: 3, text: 'northwind_' },
      { start: 13, text: 'treasury' },
    ]);
    expect(piecesAfterUnderscores('plain')).toEqual([{ start: 0, text: 'plain' }]);
  });
});
