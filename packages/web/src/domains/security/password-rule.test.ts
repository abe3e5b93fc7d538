import { i18n } from '@lingui/core';
import { PASSWORD_MESSAGES, passwordRuleErrors } from '@portal/api-types/password-policy';
import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  newPasswordSchema,
  PASSWORD_CONFIRMATION_MISMATCH,
  passwordSchema,
} from './password-rule';

describe('the password rule', () => {
  it('has the six messages of rule AUTH-01 to the letter', () => {
    expect(Object.values(PASSWORD_MESSAGES)).toEqual([
      'Must be at least 8 characters long',
      'Must be 20 or fewer characters long',
      'Must include at least one lowercase letter',
      'Must include at least one uppercase letter',
      'Must include at least one number',
      'Must include at least one special character',
    ]);
  });

  it.each([
    ['Northwind#2026', []],
    ['Aa1!aaaa', []],
    ['Aa1!aaaaaaaaaaaaaaaa', []],
    ['Aa1!aaa', [PASSWORD_MESSAGES.min]],
    ['Aa1!aaaaaaaaaaaaaaaaa', [PASSWORD_MESSAGES.max]],
    ['AA1!AAAA', [PASSWORD_MESSAGES.lower]],
    ['aa1!aaaa', [PASSWORD_MESSAGES.upper]],
    ['Aab!aaaa', [PASSWORD_MESSAGES.number]],
    ['Aa1aaaaa', [PASSWORD_MESSAGES.special]],
    ['Aa1 aaaa', []],
    [
      '',
      [
        PASSWORD_MESSAGES.min,
        PASSWORD_MESSAGES.lower,
        PASSWORD_MESSAGES.upper,
        PASSWORD_MESSAGES.number,
        PASSWORD_MESSAGES.special,
      ],
    ],
  ])('%j breaks %j', (password, messages) => {
    expect(passwordRuleErrors(password)).toEqual(messages);
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(messages.length === 0);
    if (!result.success) expect(result.error.issues.map((issue) => issue.message)).toEqual(messages);
  });

  it('gives the checklist every rule with whether it is met', () => {
    expect(checkPassword('abc').map((c) => [c.key, c.met])).toEqual([
      ['min', false],
      ['max', true],
      ['lower', true],
      ['upper', false],
      ['number', false],
      ['special', false],
    ]);
  });

  it('requires a matching confirmation', () => {
    const result = newPasswordSchema.safeParse({
      password: 'Northwind#2026',
      password_confirmation: 'Northwind#2027',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['password_confirmation'],
        message: i18n._(PASSWORD_CONFIRMATION_MISMATCH),
      }),
    ]);
    expect(
      newPasswordSchema.safeParse({ password: 'Northwind#2026', password_confirmation: 'Northwind#2026' })
        .success,
    ).toBe(true);
  });
});
