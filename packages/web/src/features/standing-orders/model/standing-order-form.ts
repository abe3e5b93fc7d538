import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { z } from 'zod';
import {
  normaliseAmount,
  validateAmount,
  validatePaymentReference,
} from '../../../domains/accounts/bank-validators';
import { compareDecimal } from '../../../lib/decimal';

type Schedule = components['schemas']['StandingOrderSchedule'];
type StandingOrder = components['schemas']['StandingOrder'];
export type StandingOrderCreate = components['schemas']['StandingOrderCreate'];
export type StandingOrderUpdate = components['schemas']['StandingOrderUpdate'];
export type Frequency = Schedule['frequency'];
export type EndType = Schedule['end']['type'];

export const frequencyOptions = (): { label: string; value: Frequency }[] => [
  { label: t`Weekly`, value: 'weekly' },
  { label: t`Monthly`, value: 'monthly' },
  { label: t`Every 3 months`, value: 'quarterly' },
];

export const endOptions = (): { label: string; value: EndType }[] => [
  { label: t`Until cancelled`, value: 'never' },
  { label: t`On a date`, value: 'on_date' },
  { label: t`After a number of payments`, value: 'after_count' },
];

export const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({
  label: String(i + 1),
  value: String(i + 1),
}));

const MAX_COUNT = 520;

/** The set-up form: every field a string as the inputs hold it (the checks below say what each must be). */
export const standingOrderSchema = z
  .object({
    bank_account: z.string(),
    recipient_ref: z.string(),
    currency: z.string(),
    amount: z.string(),
    reason_code: z.string(),
    reference: z.string(),
    frequency: z.enum(['weekly', 'monthly', 'quarterly']),
    day_of_month: z.string(),
    start_date: z.string(),
    end_type: z.enum(['never', 'on_date', 'after_count']),
    end_date: z.string(),
    end_count: z.string(),
  })
  // The messages are looked up when the form is checked, in the language then active.
  .superRefine((v, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.bank_account) add('bank_account', t`Choose the bank account to pay from.`);
    if (!v.recipient_ref) add('recipient_ref', t`Choose a recipient.`);
    const amount = validateAmount(v.amount, v.currency || 'XXX');
    if (amount) add('amount', amount);
    if (!v.reason_code) add('reason_code', t`Choose a reason.`);
    const reference = validatePaymentReference(v.reference);
    if (reference) add('reference', reference);
    if (v.frequency !== 'weekly' && !v.day_of_month) add('day_of_month', t`Choose the day of the month.`);
    if (!v.start_date) add('start_date', t`Choose the date of the first payment.`);
    if (v.end_type === 'on_date') {
      if (!v.end_date) add('end_date', t`Choose the end date.`);
      else if (v.start_date && v.end_date < v.start_date)
        add('end_date', t`The end date cannot be before the start date.`);
    }
    if (v.end_type === 'after_count') {
      const count = Number(v.end_count);
      const max = MAX_COUNT;
      if (!/^\d+$/.test(v.end_count.trim()) || count < 1 || count > MAX_COUNT)
        add('end_count', t`Enter a number of payments from 1 to ${max}.`);
    }
  });

export type StandingOrderValues = z.infer<typeof standingOrderSchema>;

export const STANDING_ORDER_FIELDS = [
  'bank_account',
  'recipient_ref',
  'amount',
  'reason_code',
  'reference',
  'day_of_month',
  'start_date',
  'end_date',
  'end_count',
] as const;

/** The bank's field names (`schedule.end.date`) as the form's. */
const SERVER_FIELDS: Record<string, (typeof STANDING_ORDER_FIELDS)[number]> = {
  'schedule.start_date': 'start_date',
  'schedule.day_of_month': 'day_of_month',
  'schedule.end.date': 'end_date',
  'schedule.end.count': 'end_count',
  recipient_ref: 'recipient_ref',
  currency: 'amount',
  amount: 'amount',
  reason_code: 'reason_code',
  reference: 'reference',
};

export const formFieldOf = (serverField: string) => SERVER_FIELDS[serverField];

export function emptyStandingOrder(bankAccount: string, today: string): StandingOrderValues {
  return {
    bank_account: bankAccount,
    recipient_ref: '',
    currency: '',
    amount: '',
    reason_code: '',
    reference: '',
    frequency: 'monthly',
    day_of_month: '',
    start_date: today,
    end_type: 'never',
    end_date: '',
    end_count: '',
  };
}

/** An existing order's values, to edit its future payments. */
export function valuesOf(so: StandingOrder): StandingOrderValues {
  const s = so.schedule;
  return {
    bank_account: so.bank_account_ref,
    recipient_ref: so.recipient_ref,
    currency: so.currency,
    amount: so.amount,
    reason_code: so.reason_code,
    reference: so.reference,
    frequency: s.frequency,
    day_of_month: s.day_of_month ? String(s.day_of_month) : '',
    start_date: s.start_date,
    end_type: s.end.type,
    end_date: s.end.date ?? '',
    end_count: s.end.count ? String(s.end.count) : '',
  };
}

export function scheduleOf(v: StandingOrderValues): Schedule {
  const end: Schedule['end'] =
    v.end_type === 'on_date'
      ? { type: 'on_date', date: v.end_date }
      : v.end_type === 'after_count'
        ? { type: 'after_count', count: Number(v.end_count) }
        : { type: 'never' };
  return {
    frequency: v.frequency,
    start_date: v.start_date,
    ...(v.frequency === 'weekly' ? {} : { day_of_month: Number(v.day_of_month) }),
    end,
  };
}

export function createBody(v: StandingOrderValues): StandingOrderCreate {
  return {
    recipient_ref: v.recipient_ref,
    amount: normaliseAmount(v.amount),
    currency: v.currency,
    reason_code: v.reason_code,
    reference: v.reference,
    schedule: scheduleOf(v),
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed (the bank keeps the rest); null when nothing did. */
export function updateBody(so: StandingOrder, v: StandingOrderValues): StandingOrderUpdate | null {
  const body: StandingOrderUpdate = {};
  const amount = normaliseAmount(v.amount);
  if (compareDecimal(amount, so.amount) !== 0) body.amount = amount;
  if (v.reason_code !== so.reason_code) body.reason_code = v.reason_code;
  if (v.reference !== so.reference) body.reference = v.reference;
  const schedule = scheduleOf(v);
  if (!sameJson(schedule, so.schedule)) body.schedule = schedule;
  return Object.keys(body).length > 0 ? body : null;
}
