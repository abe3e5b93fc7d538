import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthOfScore } from './password-strength';

describe('passwordStrength', () => {
  it('calls weak what the bank refuses as too common, with the rule met', async () => {
    for (const password of ['Password1!', 'Welcome123!', 'Summer2024!', 'Qwerty123!'])
      expect(await passwordStrength(password), password).toBe('weak');
  });

  it('calls the seeded and unpredictable passwords good or strong', async () => {
    expect(['good', 'strong']).toContain(await passwordStrength('Northwind#2026'));
    expect(await passwordStrength('v7#Tq!mZp2@Lw9x')).toBe('strong');
  });

  it("puts the bank's bar between weak and good", () => {
    expect([0, 1, 2, 3, 4].map(strengthOfScore)).toEqual(['weak', 'weak', 'weak', 'good', 'strong']);
  });
});
