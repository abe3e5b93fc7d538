import { describe, expect, it } from 'vitest';
import type { PayeeVerification } from '../payee-verification';
import { initialPayeeCheck, needsPayeeCheck, payeeCheckReducer, withHeldIdentity } from './payee-check-flow';
import type { RecipientInput } from './recipient-form-model';

const UK = { scheme: 'sort_code', sort_code: '200000', account_number: '55779911' } as const;
const input: RecipientInput = {
  type: 'business',
  name: 'Fenwick Joinery',
  legal_name: 'Fenwick Joinery',
  registration_number: '123',
  email: null,
  country: 'GB',
  currency: 'GBP',
  bank_details: UK,
};

const answer = (
  outcome: PayeeVerification['outcome'],
  patch: Partial<PayeeVerification> = {},
): PayeeVerification => ({
  outcome,
  scheme: 'confirmation_of_payee',
  checked_name: input.name,
  name_held: null,
  account_type_held: null,
  checked_at: '2026-03-10T10:00:00Z',
  ...patch,
});

describe('the payee check before saving a recipient', () => {
  it('saves on a match and waits for the user on anything else', () => {
    const checking = payeeCheckReducer(initialPayeeCheck, { type: 'check', input });
    expect(payeeCheckReducer(checking, { type: 'checked', verification: answer('match') }).name).toBe(
      'matched',
    );
    for (const outcome of ['close_match', 'no_match', 'unavailable'] as const)
      expect(payeeCheckReducer(checking, { type: 'checked', verification: answer(outcome) }).name).toBe(
        'decide',
      );
    expect(payeeCheckReducer(checking, { type: 'failed', message: 'Busy' })).toEqual({
      name: 'check-failed',
      input,
      message: 'Busy',
    });
  });

  it('drops an answer that arrives after the details changed', () => {
    const checking = payeeCheckReducer(initialPayeeCheck, { type: 'check', input });
    const changed = payeeCheckReducer(checking, { type: 'reset' });
    expect(payeeCheckReducer(changed, { type: 'checked', verification: answer('no_match') })).toEqual(
      initialPayeeCheck,
    );
  });

  it('checks a new recipient, and an edited one only when its name, type or bank details changed', () => {
    expect(needsPayeeCheck(input, undefined)).toBe(true);
    expect(needsPayeeCheck({ ...input, email: 'ap@fenwick.example' }, input)).toBe(false);
    expect(needsPayeeCheck({ ...input, name: 'Fenwick Joinery Ltd' }, input)).toBe(true);
    expect(needsPayeeCheck({ ...input, bank_details: { ...UK, account_number: '55779912' } }, input)).toBe(
      true,
    );
  });

  it('uses the name and account type the payee’s bank holds', () => {
    expect(
      withHeldIdentity(input, answer('close_match', { name_held: 'Fenwick Joinery Holdings Ltd' })).name,
    ).toBe('Fenwick Joinery Holdings Ltd');
    const individual = withHeldIdentity(
      input,
      answer('close_match', { name_held: input.name, account_type_held: 'individual' }),
    );
    expect(individual).toMatchObject({ type: 'individual', legal_name: null, registration_number: null });
    expect(withHeldIdentity(input, answer('no_match'))).toBe(input);
  });
});
