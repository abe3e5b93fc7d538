import { PASSWORD_MESSAGES, passwordRuleErrors as policyErrors } from '@portal/api-types/password-policy';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, hashPassword, passwordRuleErrors, verifyPassword } from './passwords.js';

describe('the bank’s password check', () => {
  it.each([
    'Aa1!aaa',
    'Aa1!aaaaaaaaaaaaaaaaa',
    'AA1!AAAA',
    'aa1!aaaa',
    'Aab!aaaa',
    'Aa1aaaaa',
    '',
    'Northwind#2026',
  ])('gives the shared policy’s answer for %j', (password) => {
    expect(passwordRuleErrors(password)).toEqual(policyErrors(password));
  });

  it('answers a short password with the spec’s message', () => {
    expect(passwordRuleErrors('Aa1!aaa')).toEqual([PASSWORD_MESSAGES.min]);
  });

  it('also refuses a well-known password that meets the rule, whatever its case', () => {
    expect(policyErrors('Password1!')).toEqual([]);
    expect(passwordRuleErrors('Password1!')).toEqual([COMMON_PASSWORD_MESSAGE]);
    expect(passwordRuleErrors('pASSWORD1!')).toEqual([COMMON_PASSWORD_MESSAGE]);
  });

  it('gives a common password that breaks the rule only the rule’s messages', () => {
    expect(passwordRuleErrors('p@ssw0rd')).toEqual([PASSWORD_MESSAGES.upper]);
  });

  it('verifies a password against its salted hash', () => {
    const stored = hashPassword('Harbour#Lights9');
    expect(verifyPassword('Harbour#Lights9', stored)).toBe(true);
    expect(verifyPassword('Harbour#Lights8', stored)).toBe(false);
  });
});
