import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { modelRunSettings, modelRuns } from '../support/model-based.js';
import { Decide } from './approvals-decision-commands.js';
import { type ApprovalsModel, waiting } from './approvals-model.js';
import { Recall, Submit } from './approvals-payment-commands.js';
import { SetRule } from './approvals-rule-commands.js';
import { ChangeRole, Remove } from './approvals-team-commands.js';
import { verifyApprovals } from './approvals-verify.js';
import { Advance, ToDeadline, ToTimeOfDay } from './clock-commands.js';
import { type ModelStart, modelBank } from './model-setup.js';
import { APPROVAL_WAIT, finalAt, HOUR } from './payment-life.js';

let start: ModelStart;
beforeAll(async () => {
  start = await modelBank();
});

const verify = verifyApprovals;
const sometimes = fc.constantFrom(false, false, false, true);
const mostly = fc.constantFrom(true, true, true, false);
/** Around the rules' thresholds, and large enough that two or three exhaust the balance (about 133,000.00). */
const amount = fc.constantFrom(
  '500.00',
  '19999.99',
  '20000.00',
  '25000.00',
  '60000.00',
  '99999.99',
  '100000.00',
  '150000.00',
);
/** Mostly as soon as possible; else today or a few days ahead (a weekend, or today after 18:00, is refused). */
const days = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: fc.constantFrom(0, 1, 2, 4), weight: 1 },
);
const approver = fc.constantFrom('grace', 'lin', 'grace', 'lin', 'ada', 'mo' as const);
const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 3 });
/** Mostly at once; else 4 or 4.5 minutes after the challenge (then a fresh step: 4.5 min, or its 5 minutes up). */
const wait = fc.constantFrom(0, 0, 0, 0, 240_000, 270_000);
const deadlines = (m: Readonly<ApprovalsModel>) =>
  m.payments.flatMap((p) =>
    waiting(p, m.now) ? [p.createdAt + APPROVAL_WAIT] : p.end?.kind === 'sent' ? [finalAt(p.end.start)] : [],
  );

const submit = fc
  .tuple(
    fc.constantFrom('ada', 'mo', 'grace' as const),
    amount,
    fc.constantFrom('plain', 'plain', 'swift' as const),
    sometimes,
    days,
  )
  .map(([maker, sum, payee, failing, ahead]) => new Submit(maker, sum, payee, failing, ahead));
const approve = fc
  .tuple(approver, picks, mostly, sometimes, wait)
  .map(([who, indices, open, twice, ms]) => new Decide(who, 'approve', indices, open, false, twice, ms));
const reject = fc
  .tuple(approver, picks, mostly, sometimes, wait)
  .map(([who, indices, open, blank, ms]) => new Decide(who, 'reject', indices, open, blank, false, ms));
const recall = fc
  .tuple(fc.constantFrom('ada', 'mo', 'grace' as const), fc.nat(), mostly)
  .map(([who, index, open]) => new Recall(who, index, open));
const changeRole = fc
  .tuple(
    fc.constantFrom('grace', 'lin' as const),
    fc.constantFrom('member', 'approver' as const),
    fc.boolean(),
  )
  .map(([who, role, late]) => new ChangeRole(who, role, late));
const remove = fc
  .tuple(fc.constantFrom('grace', 'lin' as const), fc.boolean())
  .map(([who, late]) => new Remove(who, late));
const setRule = fc.constantFrom(1 as const, 2 as const, 'deleted' as const).map((to) => new SetRule(to));
const clock = fc
  .constantFrom(60_000, 10 * 60_000, 2 * HOUR, 24 * HOUR, 71 * HOUR, 73 * HOUR)
  .map((ms) => new Advance<ApprovalsModel>(ms, verify));
const timeOfDay = fc
  .constantFrom('05:59', '06:00', '17:59', '18:00', '23:59')
  .map((time) => new ToTimeOfDay<ApprovalsModel>(time, verify));
const toDeadline = fc
  .tuple(fc.nat(), fc.constantFrom(-1 as const, 0 as const, 1 as const))
  .map(([index, offset]) => new ToDeadline<ApprovalsModel>(index, offset, deadlines, verify));

/** Weighted so that most sequences make, decide and end payments; the team and the rule change now and then. */
const commands = fc.commands(
  [
    fc.oneof(
      { arbitrary: submit, weight: 12 },
      { arbitrary: approve, weight: 12 },
      { arbitrary: reject, weight: 3 },
      { arbitrary: recall, weight: 3 },
      { arbitrary: changeRole, weight: 2 },
      { arbitrary: remove, weight: 1 },
      { arbitrary: setRule, weight: 2 },
      { arbitrary: clock, weight: 3 },
      { arbitrary: timeOfDay, weight: 2 },
      { arbitrary: toDeadline, weight: 2 },
    ),
  ],
  { maxCommands: 24, size: 'max' },
);

/** 100 sequences take about 25 s on two busy cores (MODEL_RUNS for a longer hunt). */
const RUNS = 100;

describe('approvals against a model (maker-checker, rules APR-04..APR-17)', () => {
  it(
    'random sequences of payments, approvals, rejections, recalls, role and rule changes and clock moves keep the bank and the model equal',
    async () => {
      await fc.assert(
        fc.asyncProperty(commands, async (cmds) => {
          const setup = async () => {
            const { real, payees, bigRuleRef, initial } = start;
            await real.restore();
            const model: ApprovalsModel = {
              now: real.now,
              since: real.now,
              payees,
              initial,
              payments: [],
              roles: { grace: 'approver', lin: 'approver' },
              bigRule: { ref: bigRuleRef, required: 2 },
            };
            return { model, real };
          };
          await fc.asyncModelRun(setup, cmds);
        }),
        modelRunSettings(RUNS),
      );
    },
    modelRuns(RUNS) * 2_000,
  );
});
