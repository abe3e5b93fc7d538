import { describe, expect, it } from 'vitest';
import {
  checkedAtText,
  needsMismatchConfirmation,
  type PayeeVerification,
  payeeCheckText,
} from './payee-verification';

const check = (patch: Partial<PayeeVerification>): PayeeVerification => ({
  outcome: 'match',
  scheme: 'confirmation_of_payee',
  checked_name: 'Fenwick Joinery',
  name_held: null,
  account_type_held: null,
  checked_at: '2026-03-10T10:07:00Z',
  ...patch,
});

describe('payee check texts', () => {
  it('says each outcome in words the payer acts on', () => {
    expect(payeeCheckText(check({}))).toMatchObject({ tone: 'success', title: 'Name matches' });
    expect(
      payeeCheckText(check({ outcome: 'close_match', name_held: 'Fenwick Joinery Holdings Ltd' })),
    ).toEqual({
      tone: 'warning',
      title: 'Close match',
      description:
        'The payee’s bank holds this account in the name “Fenwick Joinery Holdings Ltd”, not “Fenwick Joinery”.',
    });
    expect(
      payeeCheckText(
        check({ outcome: 'close_match', name_held: 'Fenwick Joinery', account_type_held: 'individual' }),
      ).description,
    ).toBe('The name matches, but the payee’s bank holds it as a personal account.');
    expect(payeeCheckText(check({ outcome: 'no_match' }))).toMatchObject({
      tone: 'error',
      title: 'Name does not match',
    });
    // Not a negative answer: neutral, and it says so.
    const unavailable = payeeCheckText(check({ outcome: 'unavailable', scheme: 'none' }));
    expect(unavailable.tone).toBe('info');
    expect(unavailable.description).toContain('This is not a warning');
  });

  it('says when and by which scheme a stored check was made', () => {
    expect(checkedAtText(check({}))).toMatch(/^Checked 10 Mar, 2026 - \d\d:07 \(Confirmation of Payee\)$/);
    expect(checkedAtText(check({ scheme: 'none', outcome: 'unavailable' }))).not.toContain('(');
  });

  it('asks for confirmation only after a no match', () => {
    expect(needsMismatchConfirmation(check({ outcome: 'no_match' }))).toBe(true);
    expect(needsMismatchConfirmation(check({ outcome: 'unavailable' }))).toBe(false);
    expect(needsMismatchConfirmation(undefined)).toBe(false);
  });
});
