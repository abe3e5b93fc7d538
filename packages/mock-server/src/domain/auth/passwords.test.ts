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
  ])('gives the shared policy’s answer for %j', async (password) => {
    expect(await passwordRuleErrors(password)).toEqual(policyErrors(password));
  });

  it('answers a short password with the message of rule AUTH-01', async () => {
    expect(await passwordRuleErrors('Aa1!aaa')).toEqual([PASSWORD_MESSAGES.min]);
  });

  it.each([
    'Password1!',
    'pASSWORD1!',
    'Password2026!',
    'P@ssw0rd1',
    'Welcome123!',
    'Qwerty123!',
    'Abcd1234!',
    'Summer2024!',
  ])('also refuses %j, which meets the rule but is easily guessed', async (password) => {
    expect(policyErrors(password)).toEqual([]);
    expect(await passwordRuleErrors(password)).toEqual([COMMON_PASSWORD_MESSAGE]);
  });

  // The seed's and the tests' passwords (mock bank, web and journeys) stay accepted.
  it.each([
    'Northwind#2026',
    'Northwind#2027',
    'Harbour#Light7',
    'Harbour#Lights9',
    'Harbour!Lights7',
    'Invitee#2026x',
    'Reset#2027x',
    'Fresh#Start2026',
    'Another#Pass9',
    'Globex#2027!',
  ])('accepts %j', async (password) => {
    expect(await passwordRuleErrors(password)).toEqual([]);
  });

  it('gives a common password that breaks the rule only the rule’s messages', async () => {
    expect(await passwordRuleErrors('p@ssw0rd')).toEqual([PASSWORD_MESSAGES.upper]);
  });

  it('verifies a password against its salted hash', () => {
    const stored = hashPassword('Harbour#Lights9');
    expect(verifyPassword('Harbour#Lights9', stored)).toBe(true);
    expect(verifyPassword('Harbour#Lights8', stored)).toBe(false);
  });
});
