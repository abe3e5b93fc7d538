import type { components } from '@portal/api-types/schema';
import type { Bank } from '../domain/bank/index.js';
import { formatMinor } from '../domain/bank/index.js';
import type { StandingOrderRecord } from '../domain/standing-orders/index.js';
import { nextDates } from '../domain/standing-orders/index.js';
import { approver } from './approval-presenters.js';
import { iso } from './iso-time.js';

type S = components['schemas'];

function lastPayment(bank: Bank, so: StandingOrderRecord): S['StandingOrderOccurrence'] | null {
  const p = so.lastPaymentRef ? bank.store.payments.get(so.lastPaymentRef) : undefined;
  return p ? { payment_ref: p.ref, execution_date: p.executionDate, status: p.status } : null;
}

export function standingOrder(bank: Bank, so: StandingOrderRecord): S['StandingOrder'] {
  return {
    ref: so.ref,
    bank_account_ref: so.bankAccountRef,
    recipient_ref: so.recipientRef,
    recipient_name: so.recipientName,
    amount: formatMinor(so.amount, so.currency),
    currency: so.currency,
    reason_code: so.reasonCode,
    reference: so.reference,
    schedule: structuredClone(so.schedule),
    status: so.status,
    next_dates: nextDates(so),
    skipped_dates: so.skipped.slice(0, 50),
    occurrences_made: so.occurrencesMade,
    last_payment: lastPayment(bank, so),
    created_by: approver(so.createdBy),
    created_at: iso(so.createdAt),
    updated_at: iso(so.updatedAt),
  };
}
