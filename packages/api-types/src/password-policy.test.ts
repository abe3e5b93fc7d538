import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordRuleErrors,
} from './password-policy';

const { min, max, lower, upper, number, special } = PASSWORD_MESSAGES;
/** `Aa1!` followed by lowercase letters up to the given length: meets every rule but the length ones. */
const ofLength = (length: number) => 'Aa1!'.padEnd(length, 'x');

describe('the password policy', () => {
  it('has the six messages of rule AUTH-01, to the letter and in its order', () => {
    expect(Object.values(PASSWORD_MESSAGES)).toEqual([
      'Must be at least 8 characters long',
      'Must be 20 or fewer characters long',
      'Must include at least one lowercase letter',
      'Must include at least one uppercase letter',
      'Must include at least one number',
      'Must include at least one special character',
    ]);
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 20]);
  });

  it.each([
    [7, [min]],
    [8, []],
    [20, []],
    [21, [max]],
  ])('a password of %i characters breaks %j', (length, messages) => {
    const password = ofLength(length);
    expect(password).toHaveLength(length);
    expect(passwordRuleErrors(password)).toEqual(messages);
  });

  it.each([
    ['no lowercase letter', 'AA1!AAAA', [lower]],
    ['no uppercase letter', 'aa1!aaaa', [upper]],
    ['no number', 'Aab!aaaa', [number]],
    ['no special character', 'Aa1aaaaa', [special]],
    ['a space as the special character', 'Aa1 aaaa', []],
    ['an accented letter as the special character', 'Aa1éaaaa', []],
    ['only the ASCII letters count as letters', 'ÉÉ1!éééé', [lower, upper]],
    ['nothing at all', '', [min, lower, upper, number, special]],
    ['too long and one kind of character only', 'a'.repeat(21), [max, upper, number, special]],
  ])('%s: %j breaks %j', (_case, password, messages) => {
    expect(passwordRuleErrors(password)).toEqual(messages);
  });

  it('gives the checklist every rule, in order, with whether it is met', () => {
    expect(checkPassword('abc')).toEqual([
      { key: 'min', message: min, met: false },
      { key: 'max', message: max, met: true },
      { key: 'lower', message: lower, met: true },
      { key: 'upper', message: upper, met: false },
      { key: 'number', message: number, met: false },
      { key: 'special', message: special, met: false },
    ]);
    expect(checkPassword('Northwind#2026').every((check) => check.met)).toBe(true);
  });
});
