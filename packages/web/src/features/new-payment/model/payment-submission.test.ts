import { ApiError } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from './new-payment-store';
import {
  agreedExecutionDate,
  isExecutionDateRefusal,
  isKeyReusedRefusal,
  paymentBody,
} from './payment-submission';

const open = {
  within_window: true,
  execution_date: '2026-11-25',
  next_window_opens_at: '2026-11-26T06:00:00Z',
};
const closed = {
  within_window: false,
  execution_date: '2026-11-26',
  next_window_opens_at: '2026-11-26T06:00:00Z',
};

describe('agreedExecutionDate', () => {
  it('sends the date the review shows while the window is open', () => {
    expect(agreedExecutionDate(open, null)).toBe('2026-11-25');
  });

  it('asks (null) when the window has closed and the user has not agreed to the next date', () => {
    expect(agreedExecutionDate(closed, null)).toBeNull();
  });

  it('asks again when the user agreed to a date that is no longer the next window', () => {
    expect(agreedExecutionDate(closed, '2026-11-25')).toBeNull();
  });

  it('sends the next window date the user agreed to', () => {
    expect(agreedExecutionDate(closed, '2026-11-26')).toBe('2026-11-26');
  });
});

describe('paymentBody', () => {
  const draft = {
    ...emptyDraft('usr|org'),
    recipientRef: 'rcp_1',
    reasonCode: 'SUPP',
    reference: 'INV 1',
    bankAccountRef: 'ba_1',
    currency: 'GBP',
    amount: '10.00',
  };

  it('always carries the agreed date, and the authorization when given', () => {
    expect(paymentBody(draft, '2026-11-26')).toEqual({
      recipient_ref: 'rcp_1',
      amount: '10.00',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: 'INV 1',
      execution_date: '2026-11-26',
    });
    expect(
      paymentBody(draft, '2026-11-26', { challenge_ref: 'chl_1', code: '123456' }).authorization,
    ).toEqual({
      challenge_ref: 'chl_1',
      code: '123456',
    });
  });
});

describe('refusal kinds', () => {
  it('recognises a refused date by its code or its field', () => {
    expect(isExecutionDateRefusal(new ApiError(422, { message: 'x', code: 'outside_cutoff_window' }))).toBe(
      true,
    );
    expect(
      isExecutionDateRefusal(
        new ApiError(422, { message: 'x', errors: { execution_date: ['in the past'] } }),
      ),
    ).toBe(true);
    expect(
      isExecutionDateRefusal(new ApiError(422, { message: 'x', errors: { amount: ['too much'] } })),
    ).toBe(false);
    expect(isExecutionDateRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('recognises a key sent earlier with another body', () => {
    expect(isKeyReusedRefusal(new ApiError(422, { message: 'x', code: 'idempotency_key_reused' }))).toBe(
      true,
    );
    expect(
      isKeyReusedRefusal(new ApiError(409, { message: 'x', code: 'idempotency_request_in_progress' })),
    ).toBe(false);
  });
});
