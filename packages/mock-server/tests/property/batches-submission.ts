import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ModelBank, Person } from '../support/model-bank.js';
import { type Client, OPS } from '../support/test-app.js';
import {
  type BatchesModel,
  batchRequired,
  batchStatus,
  type ModelBatch,
  type ModelRow,
  makeRows,
  rowStatus,
} from './batches-model.js';
import { expectStatus } from './expect-refusal.js';
import { formatGbp } from './payment-life.js';

export const BATCHES = `${OPS}/payment-batches`;

/** A row as the API takes it. */
export const rowBody = (row: ModelRow, amount = formatGbp(row.amount)) => ({
  recipient_ref: row.recipientRef,
  amount,
  currency: 'GBP',
  reason_code: 'SUPP',
  reference: row.reference,
  ...(row.requested ? { execution_date: row.requested } : {}),
});

/**
 * Grace's signature of a batch (rule BULK-09): a challenge over its number of payments and GBP total, and a
 * fresh code. `miscount` asks for one payment more than the rows hold, which the submission must refuse.
 */
export async function signBatch(
  real: ModelBank,
  client: Client,
  rows: readonly ModelRow[],
  miscount = false,
): Promise<{ challenge_ref: string; code: string }> {
  await real.nextStep();
  const sum = rows.reduce((total, row) => total + row.amount, 0n);
  const chl = await client.call('POST', `${BATCHES}/challenge`, {
    body: { totals: [{ currency: 'GBP', count: rows.length + (miscount ? 1 : 0), amount: formatGbp(sum) }] },
  });
  expectStatus(chl, 201, 'batch challenge');
  return { challenge_ref: chl.json().data.challenge_ref, code: await real.code('grace') };
}

/**
 * A batch the bank accepted, as the model makes it: held by the rule its total reaches, else its rows paid
 * at once in row order; the answer must say the same.
 */
export function accepted(
  m: BatchesModel,
  res: LightMyRequestResponse,
  maker: Person,
  rows: ModelRow[],
  retryOf: ModelBatch | null,
): ModelBatch {
  expectStatus(res, 201, 'batch');
  const b: ModelBatch = {
    ref: res.json().data.ref,
    maker,
    createdAt: m.now,
    required: batchRequired(rows),
    approvals: [],
    rejected: false,
    made: false,
    rows,
    retryOf: retryOf?.ref ?? null,
    retriedBy: null,
  };
  m.batches.push(b);
  if (retryOf) retryOf.retriedBy = b.ref;
  if (b.required === 0) makeRows(m, b, m.now, false);
  const data = res.json().data;
  expect(data.status, 'the new batch').toBe(batchStatus(b, m.now));
  expect(
    data.rows.map((r: { status: string }) => r.status),
    'its rows',
  ).toEqual(rows.map((row) => rowStatus(b, row, m.now)));
  return b;
}
