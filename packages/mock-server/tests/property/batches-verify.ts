import { expect } from 'vitest';
import type { ModelBank } from '../support/model-bank.js';
import { ledgerProblems } from '../support/model-based.js';
import { OPS } from '../support/test-app.js';
import { type BatchesModel, balanceAt, batchStatus, rowCounts, rowDate, rowStatus } from './batches-model.js';
import { formatGbp } from './payment-life.js';

const NW = '/accounts/org_northwind';

type Summary = {
  ref: string;
  status: string;
  row_counts: Record<string, number>;
  approval: { approvals_required: number; approvals: { approver: { user_ref: string } }[] } | null;
  retry_of: string | null;
  retried_by: string | null;
};
type Row = {
  status: string;
  execution_date: string;
  payment_ref: string | null;
  failure_reason: string | null;
};

/** A row refused by the balance says so; one failed at the payee's bank says that (rules BULK-06, BULK-07). */
const UNFUNDED = /^The amount exceeds the available balance of /;
const REFUSED = "The payee's bank refused the payment.";

/**
 * The payments of the batches whose rows were read once they had all ended: ended rows do not change, and the
 * list says the rest of them at every step.
 */
const readEnded = new WeakMap<BatchesModel, Map<string, string[]>>();
const ENDED_BATCH = ['completed', 'failed', 'partially_failed', 'rejected', 'expired'];

/**
 * The bank's answers against the model after every command: every batch's status, row counts, approvals and
 * retry links; each row of the run's batches (its status, its payment, why it failed); no payment but the
 * rows'; the available balance; the ledger.
 */
export async function verifyBatches(m: BatchesModel, real: ModelBank): Promise<void> {
  const ada = await real.as('ada');
  const listed: Summary[] = (await ada.call('GET', `${NW}/payment-batches?per_page=100`)).json().data;
  expect(listed.map((b) => b.ref).sort(), 'the batches').toEqual(m.batches.map((b) => b.ref).sort());
  const paid: string[] = [];
  const ended = readEnded.get(m) ?? new Map<string, string[]>();
  readEnded.set(m, ended);
  for (const b of m.batches) {
    const got = listed.find((l) => l.ref === b.ref);
    expect(got?.status, `${b.ref}'s status`).toBe(batchStatus(b, m.now));
    expect(got?.row_counts, `${b.ref}'s row counts`).toEqual(rowCounts(b, m.now));
    expect(got?.approval?.approvals_required ?? 0, `${b.ref}'s approvals required`).toBe(b.required);
    expect(got?.approval?.approvals.map((a) => a.approver.user_ref) ?? [], `${b.ref}'s approvals`).toEqual(
      b.approvals.map((who) => `usr_${who}`),
    );
    expect([got?.retry_of, got?.retried_by], `${b.ref}'s retry links`).toEqual([b.retryOf, b.retriedBy]);
    if (b.rows.every((row) => row.made?.kind === 'seeded')) continue;
    const known = ended.get(b.ref);
    if (known) {
      paid.push(...known);
      continue;
    }
    const rows: Row[] = (await ada.call('GET', `${NW}/payment-batches/${b.ref}`)).json().data.rows;
    expect(rows.length, `${b.ref}'s rows`).toBe(b.rows.length);
    b.rows.forEach((row, i) => {
      const got = rows[i];
      const status = rowStatus(b, row, m.now);
      expect(got?.status, `${b.ref} row ${i}`).toBe(status);
      expect(got?.execution_date, `${b.ref} row ${i}'s execution date`).toBe(rowDate(row));
      expect(got?.payment_ref !== null, `${b.ref} row ${i} has a payment`).toBe(row.made?.kind === 'sent');
      if (got?.payment_ref) paid.push(got.payment_ref);
      if (row.made?.kind === 'unfunded') expect(got?.failure_reason).toMatch(UNFUNDED);
      else if (status === 'failed') expect(got?.failure_reason).toBe(REFUSED);
      else expect(got?.failure_reason, `${b.ref} row ${i} has no failure`).toBeNull();
    });
    if (ENDED_BATCH.includes(batchStatus(b, m.now)))
      ended.set(
        b.ref,
        rows.flatMap((r) => (r.payment_ref ? [r.payment_ref] : [])),
      );
  }
  const payments: { ref: string; created_at: string }[] = (
    await ada.call('GET', `${OPS}/payments?per_page=100`)
  ).json().data;
  const made = payments.filter((p) => Date.parse(p.created_at) >= m.since).map((p) => p.ref);
  expect(made.sort(), "the payments made: the rows', once each").toEqual(paid.sort());
  const balance = (await ada.call('GET', `${OPS}/balances/bal_northwind_ops_gbp`)).json().data;
  const want = balanceAt(m, m.now);
  expect([balance.current, balance.available], 'GBP booked and available').toEqual([
    formatGbp(want.current),
    formatGbp(want.available),
  ]);
  expect(ledgerProblems(real.bank.store)).toEqual([]);
}
