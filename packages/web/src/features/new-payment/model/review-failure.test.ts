import { i18n } from '@lingui/core';
import { ApiError } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format-date';
import { KEY_REUSED_TEXT } from './payment-submission';
import { isNetworkFailure, reviewFailureText, stepToFix } from './review-failure';

const refusal = (body: ConstructorParameters<typeof ApiError>[1], status = 422) => new ApiError(status, body);

describe('reviewFailureText', () => {
  it('tells a lost answer apart: sending again is safe', () => {
    const lost = new TypeError('Failed to fetch');
    expect(isNetworkFailure(lost)).toBe(true);
    expect(reviewFailureText(lost, null)).toMatch(/^The connection failed before the bank answered\./);
  });

  it('names the refused date and asks to confirm again', () => {
    const error = refusal({ message: 'Outside the window.', code: 'outside_cutoff_window' });
    expect(reviewFailureText(error, '2026-11-25')).toBe(
      `The bank can no longer send this payment on ${formatDate('2026-11-25')}. Check the payment date and confirm again.`,
    );
  });

  it('explains a reused key, else shows the extracted message', () => {
    expect(reviewFailureText(refusal({ message: 'Reused.', code: 'idempotency_key_reused' }), null)).toBe(
      i18n._(KEY_REUSED_TEXT),
    );
    expect(reviewFailureText(refusal({ message: 'Insufficient funds.' }), null)).toBe('Insufficient funds.');
  });
});

describe('stepToFix', () => {
  it('sends a refused field back to the step where it is chosen', () => {
    expect(stepToFix(refusal({ message: 'x', errors: { reference: ['Too long.'] } }), null)).toBe('reason');
    expect(stepToFix(refusal({ message: 'x', errors: { amount: ['Too much.'] } }), null)).toBe('amount');
  });

  it('sends a refused date to the amount step only when the user chose the date there', () => {
    const error = refusal({ message: 'x', errors: { execution_date: ['Not a business day.'] } });
    expect(stepToFix(error, '2026-11-28')).toBe('amount');
    expect(stepToFix(error, null)).toBeUndefined();
  });
});
