import { i18n } from '@lingui/core';
import { ApiError, NetworkError } from '@portal/api-types';
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

  it('says no answer in time leaves the outcome open, and that sending again is safe', () => {
    const timeout = new NetworkError('timeout');
    expect(isNetworkFailure(timeout)).toBe(true);
    expect(reviewFailureText(timeout, null)).toMatch(
      /^The bank did not answer in time, .*can only be made once\.$/,
    );
    expect(reviewFailureText(new NetworkError('unreachable'), null)).toMatch(/^The connection failed/);
  });

  it('keeps the bank’s words for a failing bank (5xx, 429) and says sending again is safe; not for a refusal', () => {
    const down = new ApiError(503, { message: 'Service unavailable.' });
    expect(isNetworkFailure(down)).toBe(true);
    expect(reviewFailureText(down, null)).toBe(
      'Service unavailable. Submitting again is safe: this payment can only be made once.',
    );
    expect(isNetworkFailure(refusal({ message: 'Insufficient funds.' }))).toBe(false);
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
