import { describe, expect, it } from 'vitest';
import { setupAttemptsWarning } from './setup-attempts-warning';

describe('setupAttemptsWarning', () => {
  it('warns at two codes left or fewer that the key will be discarded', () => {
    expect(setupAttemptsWarning(null)).toBeNull();
    expect(setupAttemptsWarning(3)).toBeNull();
    expect(setupAttemptsWarning(2)).toBe(
      'Only 2 attempts left before this key is discarded and the setup has to start again.',
    );
    expect(setupAttemptsWarning(1)).toBe(
      'Only 1 attempt left before this key is discarded and the setup has to start again.',
    );
    // Nothing is left to warn about: the fifth wrong code is the 429 that discards the key.
    expect(setupAttemptsWarning(0)).toBeNull();
  });
});
