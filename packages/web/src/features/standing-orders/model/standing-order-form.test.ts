import type { components } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import {
  createBody,
  emptyStandingOrder,
  type StandingOrderValues,
  standingOrderSchema,
  updateBody,
  valuesOf,
} from './standing-order-form';

type StandingOrder = components['schemas']['StandingOrder'];

const FILLED: StandingOrderValues = {
  ...emptyStandingOrder('ba_northwind_ops', '2029-01-15'),
  recipient_ref: 'rcp_harbour',
  currency: 'GBP',
  amount: '1250.00',
  reason_code: 'RENT',
  reference: 'UNIT 4 RENT',
  day_of_month: '31',
  start_date: '2029-02-01',
};

const errorsOf = (values: StandingOrderValues) => {
  const parsed = standingOrderSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const ORDER: StandingOrder = {
  ref: 'so_1',
  bank_account_ref: 'ba_northwind_ops',
  recipient_ref: 'rcp_harbour',
  recipient_name: 'Harbour Lettings Ltd',
  amount: '1250.00',
  currency: 'GBP',
  reason_code: 'RENT',
  reference: 'UNIT 4 RENT',
  schedule: { frequency: 'monthly', start_date: '2029-02-01', day_of_month: 31, end: { type: 'never' } },
  status: 'active',
  next_dates: ['2029-02-28'],
  skipped_dates: [],
  occurrences_made: 0,
  last_payment: null,
  created_by: { user_ref: 'usr_ada', name: 'Ada Lovelace', role: 'owner' },
  created_at: '2029-01-15T10:00:00Z',
  updated_at: '2029-01-15T10:00:00Z',
};

describe('the standing order form (rule SO-11)', () => {
  it('puts each problem under its field', () => {
    expect(errorsOf(emptyStandingOrder('', '2029-01-15'))).toMatchObject({
      bank_account: 'Choose the bank account to pay from.',
      recipient_ref: 'Choose a recipient.',
      reason_code: 'Choose a reason.',
      reference: 'Enter a reference for the recipient.',
      day_of_month: 'Choose the day of the month.',
    });
    expect(errorsOf({ ...FILLED, amount: '12.345' }).amount).toBeDefined();
    expect(errorsOf({ ...FILLED, end_type: 'on_date', end_date: '2029-01-31' }).end_date).toBe(
      'The end date cannot be before the start date.',
    );
    expect(errorsOf({ ...FILLED, end_type: 'after_count', end_count: '0' }).end_count).toBe(
      'Enter a number of payments from 1 to 520.',
    );
    expect(errorsOf({ ...FILLED, frequency: 'weekly', day_of_month: '' })).toEqual({});
  });

  it('sends the contract body: no day of the month for weekly, only the end that applies', () => {
    expect(createBody(FILLED)).toEqual({
      recipient_ref: 'rcp_harbour',
      amount: '1250.00',
      currency: 'GBP',
      reason_code: 'RENT',
      reference: 'UNIT 4 RENT',
      schedule: { frequency: 'monthly', start_date: '2029-02-01', day_of_month: 31, end: { type: 'never' } },
    });
    const weekly = createBody({ ...FILLED, frequency: 'weekly', end_type: 'after_count', end_count: '12' });
    expect(weekly.schedule).toEqual({
      frequency: 'weekly',
      start_date: '2029-02-01',
      end: { type: 'after_count', count: 12 },
    });
  });

  it('changes only what was changed (the same amount written differently is no change)', () => {
    const same = valuesOf(ORDER);
    expect(updateBody(ORDER, same)).toBeNull();
    expect(updateBody(ORDER, { ...same, amount: '1250' })).toBeNull();
    expect(updateBody(ORDER, { ...same, amount: '1300.00', reference: 'UNIT 5 RENT' })).toEqual({
      amount: '1300.00',
      reference: 'UNIT 5 RENT',
    });
    expect(updateBody(ORDER, { ...same, day_of_month: '30' })).toEqual({
      schedule: { frequency: 'monthly', start_date: '2029-02-01', day_of_month: 30, end: { type: 'never' } },
    });
  });
});
