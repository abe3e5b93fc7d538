import { describe, expect, it } from 'vitest';
import { invalidValue, MUTATIONS } from './invalid-values.js';

// A stand-in schema check: a name of 1 to 20 letters is required, an amount is a non-negative money string,
// no other property.
const isValid = (value: unknown) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { name, amount, ...rest } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    name.length >= 1 &&
    name.length <= 20 &&
    (amount === undefined || (typeof amount === 'string' && /^\d+\.\d{2}$/.test(amount))) &&
    Object.keys(rest).length === 0
  );
};
const isInvalid = (value: unknown) => !isValid(value);
const valid = { name: 'Ada', amount: '12.50' };

describe('invalid values', () => {
  it('breaks a valid value in each way, at a place the schema then refuses, leaving the original alone', () => {
    for (const mutation of MUTATIONS) {
      const broken = invalidValue(valid, mutation, 0, isInvalid);
      expect(broken, mutation).not.toBeNull();
      expect(isValid(broken?.value), mutation).toBe(false);
    }
    expect(valid).toEqual({ name: 'Ada', amount: '12.50' });
  });

  it('says where it broke the value', () => {
    expect(invalidValue(valid, 'missing required field', 0, isInvalid)).toEqual({
      value: { amount: '12.50' },
      at: '/name',
    });
    expect(invalidValue(valid, 'unknown property', 0, isInvalid)?.at).toBe('/');
    expect(invalidValue(valid, 'out of range', 1, isInvalid)).toEqual({
      value: { name: 'Ada', amount: '-99999999999999999999.999' },
      at: '/amount',
    });
  });

  it('moves past places where the break is still valid, and gives up when none is left', () => {
    // Removing the optional amount is valid: the next place, the required name, is taken.
    expect(invalidValue(valid, 'missing required field', 1, isInvalid)?.at).toBe('/name');
    expect(invalidValue({ tags: [] }, 'oversized string', 0, () => true)).toBeNull();
  });
});
