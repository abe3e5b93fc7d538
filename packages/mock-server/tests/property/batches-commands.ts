import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import { expect } from 'vitest';
import type { ModelBank } from '../support/model-bank.js';
import { requiredFor } from './approvals-model.js';
import type { BatchesModel, ModelRow } from './batches-model.js';
import { accepted, BATCHES, rowBody, signBatch } from './batches-submission.js';
import { verifyBatches } from './batches-verify.js';
import { DATE_REFUSALS } from './date-refusals.js';
import { expectRefusal, expectStatus } from './expect-refusal.js';
import { daysAhead, formatGbp, minor, plan, willFail } from './payment-life.js';

type Command = fc.AsyncCommand<BatchesModel, ModelBank>;

/**
 * A row a sequence writes: to the UK payee or the SWIFT one (10.00 fee), failing at the payee's bank or not,
 * as soon as possible or on a date `days` ahead (a weekend, or today after the window, is a row error).
 */
export type RowSpec = { payee: 'plain' | 'swift'; amount: string; failing: boolean; days: number | null };

const SWIFT_FEE = 1000n;
const TOO_FINE = '0.001';
const TOO_FINE_ERROR = 'GBP amounts can have at most 2 decimal places.';

/** The rows as the model makes them, and each row's field errors as the bank should key them. */
function draft(m: BatchesModel, specs: readonly RowSpec[], bad: number | null) {
  const errors: Record<string, RegExp | string>[] = [];
  const rows = specs.map((spec, i): ModelRow => {
    // One reference for all: rows paying the same payee the same amount are duplicates (rule BULK-04).
    const reference = spec.failing ? 'BULK FAIL' : 'BULK';
    const requested = spec.days === null ? null : daysAhead(m.now, spec.days);
    const planned = plan(m.now, requested);
    errors.push({
      ...(i === bad ? { amount: TOO_FINE_ERROR } : {}),
      // A date that cannot be kept is said only of a row otherwise right (as for a single payment).
      ...('refusal' in planned && i !== bad ? { execution_date: DATE_REFUSALS[planned.refusal] } : {}),
    });
    return {
      recipientRef: m.payees[spec.payee],
      amount: minor(spec.amount),
      fee: spec.payee === 'swift' ? SWIFT_FEE : 0n,
      reference,
      willFail: willFail(reference),
      requested,
      plannedStart: 'start' in planned ? planned.start : 0,
      made: null,
    };
  });
  return { rows, errors, valid: errors.every((e) => Object.keys(e).length === 0) };
}

/** Each right row's earlier right row to the same payee, amount and reference: a warning (rule BULK-04). */
function duplicates(rows: readonly ModelRow[], errors: readonly object[]): (number | null)[] {
  const right = (i: number) => Object.keys(errors[i] ?? {}).length === 0;
  const same = (a: ModelRow, b: ModelRow) =>
    a.recipientRef === b.recipientRef && a.amount === b.amount && a.reference === b.reference;
  return rows.map((row, i) => {
    if (!right(i)) return null;
    const first = rows.findIndex((other, j) => j < i && right(j) && same(other, row));
    return first < 0 ? null : first;
  });
}

/** The rows as sent: the one at `bad` (when given) with an amount finer than GBP allows. */
const bodies = (rows: readonly ModelRow[], bad: number | null) =>
  rows.map((row, i) => (i === bad ? rowBody(row, TOO_FINE) : rowBody(row)));

/** Each field's first message against what the model expects of it (the same fields, no more). */
function expectErrors(got: Record<string, string[]>, want: Record<string, RegExp | string>, what: string) {
  expect(Object.keys(got).sort(), what).toEqual(Object.keys(want).sort());
  for (const [field, message] of Object.entries(want)) {
    if (typeof message === 'string') expect(got[field], `${what} ${field}`).toEqual([message]);
    else expect(got[field]?.[0], `${what} ${field}`).toMatch(message);
  }
}

const describeRows = (specs: readonly RowSpec[], bad: number | null) =>
  specs
    .map(
      (s, i) =>
        `${i === bad ? TOO_FINE : s.amount}${s.payee === 'swift' ? ' swift' : ''}${s.failing ? ' FAIL' : ''}${
          s.days === null ? '' : ` on today + ${s.days}`
        }`,
    )
    .join(' + ');

/** The check stores nothing and answers every row, the totals of the right ones and their rule (BULK-05). */
export class Validate implements Command {
  constructor(
    readonly specs: readonly RowSpec[],
    readonly bad: number | null,
  ) {}

  check = () => true;

  async run(m: BatchesModel, real: ModelBank): Promise<void> {
    const ada = await real.as('ada');
    m.now = real.now;
    const { rows, errors, valid } = draft(m, this.specs, this.bad);
    const res = await ada.call('POST', `${BATCHES}/validate`, { body: { rows: bodies(rows, this.bad) } });
    expectStatus(res, 200, 'validation');
    const right = rows.filter((_, i) => Object.keys(errors[i] ?? {}).length === 0);
    const amount = right.reduce((sum, row) => sum + row.amount, 0n);
    const fee = right.reduce((sum, row) => sum + row.fee, 0n);
    const required = requiredFor(amount);
    const data = res.json().data;
    expect(data.valid, 'valid').toBe(valid);
    data.rows.forEach((r: { errors: Record<string, string[]> }, i: number) => {
      expectErrors(r.errors, errors[i] ?? {}, `row ${i}`);
    });
    expect(data.rows.length, 'rows checked').toBe(rows.length);
    expect(
      data.rows.map((r: { duplicate_of: number | null }) => r.duplicate_of),
      'duplicates',
    ).toEqual(duplicates(rows, errors));
    expect(data.totals, 'the totals of the right rows').toEqual(
      right.length === 0
        ? []
        : [
            {
              currency: 'GBP',
              count: right.length,
              amount: formatGbp(amount),
              fee: formatGbp(fee),
              total: formatGbp(amount + fee),
            },
          ],
    );
    expect(data.approval, 'the approval it would wait for').toEqual(
      required === 0
        ? null
        : { rule_ref: required === 2 ? m.rules.two : m.rules.one, approvals_required: required },
    );
    return verifyBatches(m, real);
  }

  toString = () => `validate(${describeRows(this.specs, this.bad)})`;
}

/**
 * Submits a batch (rules BULK-06, BULK-08, BULK-09): ada without a code, grace signing its totals. A wrong row
 * refuses it whole, as does a signature for other totals; nothing is written then.
 */
export class Submit implements Command {
  constructor(
    readonly maker: 'ada' | 'grace',
    readonly specs: readonly RowSpec[],
    readonly bad: number | null,
    readonly miscount: boolean,
  ) {}

  check = () => true;

  async run(m: BatchesModel, real: ModelBank): Promise<void> {
    const client = await real.as(this.maker);
    let authorization: { challenge_ref: string; code: string } | undefined;
    if (this.maker === 'grace') {
      m.now = real.now;
      const before = draft(m, this.specs, this.bad);
      if (before.valid) authorization = await signBatch(real, client, before.rows, this.miscount);
    }
    // Drafted again when it is sent (the signature moved the clock): the dates are read then.
    m.now = real.now;
    const { rows, errors, valid } = draft(m, this.specs, this.bad);
    const res = await client.call('POST', BATCHES, {
      body: { name: 'model.csv', rows: bodies(rows, this.bad), ...(authorization ? { authorization } : {}) },
      headers: { 'idempotency-key': randomUUID() },
    });
    if (!valid) {
      expectRefusal(res, { status: 422, code: 'batch_invalid' }, 'a batch with a wrong row');
      const keyed = Object.fromEntries(
        errors.flatMap((e, i) =>
          Object.entries(e).map(([field, message]) => [`rows[${i}].${field}`, message]),
        ),
      );
      expectErrors(res.json().errors, keyed, 'the batch');
    } else if (this.maker === 'grace' && !authorization)
      expectRefusal(res, { status: 422, code: 'two_factor_required' }, 'an unsigned batch');
    else if (this.maker === 'grace' && this.miscount)
      expectRefusal(res, { status: 422, code: 'challenge_mismatch' }, 'a batch signed for other totals');
    else accepted(m, res, this.maker, rows, null);
    return verifyBatches(m, real);
  }

  toString = () =>
    `submit(${this.maker}: ${describeRows(this.specs, this.bad)}${
      this.miscount && this.maker === 'grace' ? ', signed for one more' : ''
    })`;
}
