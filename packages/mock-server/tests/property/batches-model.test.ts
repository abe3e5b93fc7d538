import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import type { PaymentStatus } from '../../src/domain/payments/index.js';
import type { Person } from '../support/model-bank.js';
import { modelRunSettings, modelRuns } from '../support/model-based.js';
import { type RowSpec, Submit, Validate } from './batches-commands.js';
import { Decide, Retry } from './batches-decision-commands.js';
import { type BatchesModel, heldNow, type ModelBatch } from './batches-model.js';
import { verifyBatches } from './batches-verify.js';
import { Advance, ToDeadline, ToTimeOfDay } from './clock-commands.js';
import { type ModelStart, modelBank } from './model-setup.js';
import { APPROVAL_WAIT, finalAt, HOUR, minor, willFail } from './payment-life.js';

const NW = '/accounts/org_northwind';
let start: ModelStart;
/** The seed's two batches as the bank shows them at the start: they change only by a retry. */
let seeded: ModelBatch[];

type SeedRow = {
  recipient_ref: string;
  amount: string;
  fee: string;
  reference: string;
  status: PaymentStatus;
};

/** A seed batch in the model: its rows as they ended (none asked for a date), its approvals, its retry link. */
async function seedBatch(ref: string): Promise<ModelBatch> {
  const ada = await start.real.as('ada');
  const b = (await ada.call('GET', `${NW}/payment-batches/${ref}`)).json().data;
  const person = (userRef: string) => userRef.replace('usr_', '') as Person;
  return {
    ref,
    maker: person(b.created_by.user_ref),
    createdAt: Date.parse(b.created_at),
    required: b.approval?.approvals_required ?? 0,
    approvals: (b.approval?.approvals ?? []).map((a: { approver: { user_ref: string } }) =>
      person(a.approver.user_ref),
    ),
    rejected: false,
    made: true,
    rows: b.rows.map((row: SeedRow) => ({
      recipientRef: row.recipient_ref,
      amount: minor(row.amount),
      fee: minor(row.fee),
      reference: row.reference,
      willFail: willFail(row.reference),
      requested: null,
      plannedStart: 0,
      made: { kind: 'seeded', status: row.status },
    })),
    retryOf: b.retry_of,
    retriedBy: b.retried_by,
  };
}

beforeAll(async () => {
  start = await modelBank();
  seeded = [await seedBatch('pbt_northwind_november'), await seedBatch('pbt_northwind_october')];
});

const verify = verifyBatches;
const sometimes = fc.constantFrom(false, false, false, true);
const mostly = fc.constantFrom(true, true, true, false);
/** Rows around the thresholds (their sum is what the rules read), large enough to exhaust about 133,000.00. */
const rowSpec = fc.record<RowSpec>({
  payee: fc.constantFrom('plain', 'plain', 'swift'),
  amount: fc.constantFrom('10.00', '4500.00', '19999.99', '20000.00', '60000.00', '150000.00'),
  failing: fc.constantFrom(false, false, true),
  days: fc.oneof(
    { arbitrary: fc.constant(null), weight: 4 },
    { arbitrary: fc.constantFrom(0, 1, 2, 4), weight: 1 },
  ),
});
const rows = fc.array(rowSpec, { minLength: 1, maxLength: 4 });
/** Most batches are right; some have one wrong row (its index, taken modulo the rows). */
const badRow = fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary: fc.nat(), weight: 1 });
const within = (specs: readonly RowSpec[], bad: number | null) => (bad === null ? null : bad % specs.length);
const decider = fc.constantFrom('grace', 'lin', 'grace', 'lin', 'ada', 'mo' as const);
const deadlines = (m: Readonly<BatchesModel>) =>
  m.batches.flatMap((b) => [
    ...(heldNow(b, m.now) ? [b.createdAt + APPROVAL_WAIT] : []),
    ...b.rows.flatMap((row) => (row.made?.kind === 'sent' ? [finalAt(row.made.start)] : [])),
  ]);

const validate = fc.tuple(rows, badRow).map(([specs, bad]) => new Validate(specs, within(specs, bad)));
const submit = fc
  .tuple(fc.constantFrom('ada', 'grace' as const), rows, badRow, sometimes)
  .map(([maker, specs, bad, miscount]) => new Submit(maker, specs, within(specs, bad), miscount));
const approve = fc
  .tuple(decider, fc.nat(), mostly)
  .map(([who, index, open]) => new Decide(who, 'approve', index, open, false));
const reject = fc
  .tuple(decider, fc.nat(), mostly, sometimes)
  .map(([who, index, open, blank]) => new Decide(who, 'reject', index, open, blank));
const retry = fc
  .tuple(fc.constantFrom('ada', 'grace' as const), fc.nat(), mostly, sometimes)
  .map(([who, index, retryable, unsigned]) => new Retry(who, index, retryable, unsigned));
const clock = fc
  .constantFrom(60_000, 2 * 60_000, 10 * 60_000, 24 * HOUR, 73 * HOUR)
  .map((ms) => new Advance<BatchesModel>(ms, verify));
const timeOfDay = fc
  .constantFrom('05:59', '06:00', '17:59', '18:00', '23:59')
  .map((time) => new ToTimeOfDay<BatchesModel>(time, verify));
const toDeadline = fc
  .tuple(fc.nat(), fc.constantFrom(-1 as const, 0 as const, 1 as const))
  .map(([index, offset]) => new ToDeadline<BatchesModel>(index, offset, deadlines, verify));

/** Weighted so that most sequences submit, decide and retry batches while the clock moves them on. */
const commands = fc.commands(
  [
    fc.oneof(
      { arbitrary: validate, weight: 2 },
      { arbitrary: submit, weight: 8 },
      { arbitrary: approve, weight: 6 },
      { arbitrary: reject, weight: 2 },
      { arbitrary: retry, weight: 4 },
      { arbitrary: clock, weight: 4 },
      { arbitrary: timeOfDay, weight: 2 },
      { arbitrary: toDeadline, weight: 2 },
    ),
  ],
  { maxCommands: 20, size: 'max' },
);

/** 120 sequences take about 20 s on two busy cores (MODEL_RUNS for a longer hunt). */
const RUNS = 120;

describe('bulk payment batches against a model (rules BULK-02..BULK-10)', () => {
  it(
    'random sequences of checks, submissions, approvals, rejections, retries and clock moves keep the bank and the model equal',
    async () => {
      await fc.assert(
        fc.asyncProperty(commands, async (cmds) => {
          const setup = async () => {
            const { real, payees, bigRuleRef, initial } = start;
            await real.restore();
            const batches = seeded.map((b) => ({ ...b, approvals: [...b.approvals], rows: [...b.rows] }));
            const model: BatchesModel = {
              now: real.now,
              since: real.now,
              payees,
              rules: { one: 'apr_northwind_large', two: bigRuleRef },
              initial,
              batches,
            };
            return { model, real };
          };
          await fc.asyncModelRun(setup, cmds);
        }),
        modelRunSettings(RUNS),
      );
    },
    modelRuns(RUNS) * 3_000,
  );
});
