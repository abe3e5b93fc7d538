import { expect } from 'vitest';
import type { ModelBank } from '../support/model-bank.js';
import { ledgerProblems } from '../support/model-based.js';
import { OPS } from '../support/test-app.js';
import { type ApprovalsModel, balanceAt, executionDateOf, statusOf, waiting } from './approvals-model.js';
import { formatGbp } from './payment-life.js';

const NW = '/accounts/org_northwind';

type Listed = {
  ref: string;
  status: string;
  execution_date: string;
  created_at: string;
  approval?: {
    approvals_required: number;
    approvals: { approver: { user_ref: string } }[];
    rejection: unknown;
  };
};

/**
 * The bank's answers against the model after every command: each payment's status and approvals (and no
 * payment the model did not make), the approval requests waiting, the available balance, the ledger.
 */
export async function verifyApprovals(m: ApprovalsModel, real: ModelBank): Promise<void> {
  const ada = await real.as('ada');
  const listed: Listed[] = (await ada.call('GET', `${OPS}/payments?per_page=100`)).json().data;
  const made = listed.filter((p) => Date.parse(p.created_at) >= m.since).map((p) => p.ref);
  expect(made.sort(), 'the payments made in this run').toEqual(m.payments.map((p) => p.ref).sort());
  for (const p of m.payments) {
    const got = listed.find((l) => l.ref === p.ref);
    expect(got?.status, `${p.ref}'s status`).toBe(statusOf(p, m.now));
    expect(got?.execution_date, `${p.ref}'s execution date`).toBe(executionDateOf(p));
    if (p.required === 0) {
      expect(got?.approval, `${p.ref} needs no approval`).toBeUndefined();
      continue;
    }
    expect(got?.approval?.approvals_required, `${p.ref}'s approvals required`).toBe(p.required);
    expect(
      got?.approval?.approvals.map((a) => a.approver.user_ref),
      `${p.ref}'s approvals`,
    ).toEqual(p.approvals.map((who) => `usr_${who}`));
    expect(got?.approval?.rejection !== null, `${p.ref} rejected`).toBe(p.end?.kind === 'rejected');
  }
  const requests = (await ada.call('GET', `${NW}/approval-requests?per_page=10`)).json().meta.total;
  expect(requests, 'approval requests').toBe(m.payments.filter((p) => waiting(p, m.now)).length);
  const balance = (await ada.call('GET', `${OPS}/balances/bal_northwind_ops_gbp`)).json().data;
  const want = balanceAt(m, m.now);
  expect([balance.current, balance.available], 'GBP booked and available').toEqual([
    formatGbp(want.current),
    formatGbp(want.available),
  ]);
  expect(ledgerProblems(real.bank.store)).toEqual([]);
}
