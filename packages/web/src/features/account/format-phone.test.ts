import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('groups digits in threes', () => {
    expect(formatPhone('07700900123')).toBe('077 009 001 23');
    expect(formatPhone('123456')).toBe('123 456');
  });
  it('keeps a leading plus and ignores existing separators', () => {
    expect(formatPhone('+44 (0) 7700-900.123')).toBe('+440 770 090 012 3');
  });
  it('returns non-phone text unchanged and -- when empty', () => {
    expect(formatPhone('call me')).toBe('call me');
    expect(formatPhone('')).toBe('--');
    expect(formatPhone(null)).toBe('--');
  });
});
