import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it("formats seconds as 'Xm YYs'", () => {
    expect(formatDuration(0)).toBe('0m 00s');
    expect(formatDuration(5)).toBe('0m 05s');
    expect(formatDuration(125)).toBe('2m 05s');
    expect(formatDuration(3600)).toBe('60m 00s');
    expect(formatDuration('61')).toBe('1m 01s');
    expect(formatDuration(29.9)).toBe('0m 29s');
  });
  it("shows '--' when negative or invalid", () => {
    expect(formatDuration(-1)).toBe('--');
    expect(formatDuration(Number.NaN)).toBe('--');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('--');
    expect(formatDuration('abc')).toBe('--');
    expect(formatDuration(null)).toBe('--');
    expect(formatDuration(undefined)).toBe('--');
  });
});
