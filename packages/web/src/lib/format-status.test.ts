import { describe, expect, it } from 'vitest';
import { formatStatus } from './format-status';

describe('formatStatus', () => {
  it('replaces every underscore with a space', () => {
    expect(formatStatus('partially_failed')).toBe('partially failed');
    expect(formatStatus('a_b_c')).toBe('a b c');
    expect(formatStatus('active')).toBe('active');
    expect(formatStatus(undefined)).toBe('');
  });
});
