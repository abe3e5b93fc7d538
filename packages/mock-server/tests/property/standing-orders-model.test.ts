import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Bank } from '../../src/domain/bank/index.js';
import { addDays, PAYMENT_WINDOW, todayIn } from '../../src/domain/bank/index.js';
import { nominalDate } from '../../src/domain/standing-orders/standing-order-schedule.js';
import { ledgerProblems, modelRunSettings } from '../support/model-based.js';
import { type Client, OPS, signedIn, testApp } from '../support/test-app.js';
import { OrderModel } from './standing-order-model.js';

type StandingOrder = components['schemas']['StandingOrder'];
type Schedule = components['schemas']['StandingOrderSchedule'];

const NW = '/accounts/org_northwind';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Real = { app: FastifyInstance; bank: Bank; ada: Client; payee: string };
type Model = { orders: OrderModel[] };

/** The order a command acts on: any of those set up so far, by position. */
const pick = (model: Model, which: number): OrderModel | undefined =>
  model.orders[which % Math.max(model.orders.length, 1)];

/** After every command: each order as the bank lists it, its payments and the ledger agree with the model. */
async function compare(model: Model, real: Real): Promise<void> {
  const now = real.bank.clock.now();
  const listed = (await real.ada.call('GET', `${NW}/standing-orders?per_page=100`)).json()
    .data as StandingOrder[];
  for (const order of model.orders) {
    order.runUntil(now);
    const shown = listed.find((so) => so.ref === order.ref);
    const what = `${order.ref} (${JSON.stringify(order.schedule)})`;
    expect(shown?.status, what).toBe(order.status);
    expect(shown?.skipped_dates, what).toEqual(order.skipped);
    expect(shown?.next_dates, what).toEqual(order.upcoming());
    expect(shown?.occurrences_made, what).toBe(order.paid.length);
    expect(shown?.last_payment?.execution_date ?? null, what).toBe(order.paid.at(-1)?.date ?? null);
    const payments = (
      await real.ada.call('GET', `${NW}/payments?standing_order=${order.ref}&per_page=100`)
    ).json().data as { execution_date: string; amount: string }[];
    const made = payments.map((p) => `${p.execution_date} ${p.amount}`).sort();
    expect(made, `${what}: the payments made`).toEqual(order.paid.map((p) => `${p.date} ${p.amount}`).sort());
  }
  expect(ledgerProblems(real.bank.store)).toEqual([]);
}

const statusOf = (res: { statusCode: number }) => res.statusCode;

class Create implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly shape: ScheduleShape,
    readonly amount: string,
  ) {}
  check = (m: Readonly<Model>) => m.orders.length < 3;
  async run(model: Model, real: Real): Promise<void> {
    const now = real.bank.clock.now();
    const schedule = scheduleFrom(this.shape, todayIn(PAYMENT_WINDOW, now));
    const res = await real.ada.call('POST', `${OPS}/standing-orders`, {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        recipient_ref: real.payee,
        amount: this.amount,
        currency: 'GBP',
        reason_code: 'RENT',
        reference: 'MODEL RUN',
        schedule,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    model.orders.push(new OrderModel(res.json().data.ref, schedule, this.amount, now));
    await compare(model, real);
  }
  toString = () => `create(${JSON.stringify(this.shape)}, ${this.amount})`;
}

/** skip-next, pause, resume or cancel: what the model allows answers 200, the rest 409, nothing else changes. */
class Act implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly action: 'skip-next' | 'pause' | 'resume' | 'cancel',
    readonly which: number,
  ) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const order = pick(model, this.which);
    if (!order) return;
    const allowed = {
      'skip-next': order.status === 'active' && order.upcoming(1).length > 0,
      pause: order.status === 'active',
      resume: order.status === 'paused',
      cancel: order.open,
    }[this.action];
    const res = await real.ada.call('POST', `${NW}/standing-orders/${order.ref}/${this.action}`);
    expect(statusOf(res), `${this.action} on ${order.status}: ${res.body}`).toBe(allowed ? 200 : 409);
    if (allowed) {
      const now = real.bank.clock.now();
      if (this.action === 'skip-next') order.skipNext();
      else if (this.action === 'pause') order.status = 'paused';
      else if (this.action === 'resume') order.resume(now);
      else order.cancel();
      const answered: StandingOrder = res.json().data;
      expect(answered.skipped_dates, `${this.action} answers the skipped dates`).toEqual(order.skipped);
      expect(answered.next_dates, `${this.action} answers the next dates`).toEqual(order.upcoming());
    }
    await compare(model, real);
  }
  toString = () => `${this.action}(#${this.which})`;
}

class ChangeAmount implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly amount: string,
    readonly which: number,
  ) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const order = pick(model, this.which);
    if (!order) return;
    const res = await real.ada.call('PATCH', `${NW}/standing-orders/${order.ref}`, {
      body: { amount: this.amount },
    });
    expect(statusOf(res), res.body).toBe(order.open ? 200 : 409);
    if (order.open) order.amount = this.amount;
    await compare(model, real);
  }
  toString = () => `amount(#${this.which}, ${this.amount})`;
}

class MoveClock implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    await real.app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: this.ms } });
    // Hours later the access token has ended: Ada signs in again.
    await real.ada.login('ada@northwind.test', 'Northwind#2026');
    await compare(model, real);
  }
  toString = () => `clock(+${(this.ms / HOUR).toFixed(1)} h)`;
}

const amount = fc.integer({ min: 100, max: 50_000 }).map((minor) => (minor / 100).toFixed(2));

/** A schedule as days from today: starting within five weeks, with every kind of end. */
type ScheduleShape = {
  frequency: Schedule['frequency'];
  startIn: number;
  day: number;
  end: { type: 'never' } | { type: 'after_count'; count: number } | { type: 'on_date'; days: number };
};

const scheduleShape: fc.Arbitrary<ScheduleShape> = fc.record({
  frequency: fc.constantFrom('weekly', 'monthly', 'quarterly'),
  startIn: fc.integer({ min: 0, max: 35 }),
  day: fc.integer({ min: 1, max: 31 }),
  end: fc.oneof(
    fc.constant({ type: 'never' as const }),
    fc.integer({ min: 1, max: 6 }).map((count) => ({ type: 'after_count' as const, count })),
    // The end date counts from the first date, so it is never before it.
    fc.integer({ min: 0, max: 80 }).map((days) => ({ type: 'on_date' as const, days })),
  ),
});

function scheduleFrom(shape: ScheduleShape, today: string): Schedule {
  const base = {
    frequency: shape.frequency,
    start_date: addDays(today, shape.startIn),
    ...(shape.frequency === 'weekly' ? {} : { day_of_month: shape.day }),
    end: { type: 'never' as const },
  };
  const { end } = shape;
  if (end.type !== 'on_date') return { ...base, end };
  return { ...base, end: { type: 'on_date', date: addDays(nominalDate(base, 0), end.days) } };
}

const act = fc
  .tuple(fc.constantFrom('skip-next', 'pause', 'resume', 'cancel' as const), fc.nat(5))
  .map(([action, which]) => new Act(action, which));

const commands = fc.commands(
  [
    fc.tuple(scheduleShape, amount).map(([s, a]) => new Create(s, a)),
    // Twice as likely as the rest: skips, pauses and resumes in every order are what go wrong.
    act,
    act,
    fc.tuple(amount, fc.nat(5)).map(([a, which]) => new ChangeAmount(a, which)),
    // From an hour to ten days: within a day's window, across nights, weekends and bank holidays.
    fc.integer({ min: HOUR, max: 10 * DAY }).map((ms) => new MoveClock(ms)),
  ],
  { maxCommands: 20, size: '+1' },
);

/** A start at any minute from late November to early January (weekends, Christmas and New Year). */
const start = fc
  .integer({ min: 0, max: 45 * 24 * 60 })
  .map((minutes) => Date.parse('2026-11-20T00:00:00Z') + minutes * 60_000);

let app: FastifyInstance;
let bank: Bank;

beforeAll(async () => {
  ({ app, bank } = await testApp({ rateLimitPerMinute: 0 }));
});

afterAll(() => app.close());

it('standing orders pay exactly the dates the model says: never a skipped one, none while paused (rules SO-05, SO-06, SO-07, SO-08)', {
  timeout: 240_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(start, scheduleShape, amount, commands, async (clockStart, shape, first, cmds) => {
      // One bank for every sequence, back to its seed at the sequence's own time: a reset is cheaper than a build.
      await app.inject({ method: 'POST', url: '/__mock/reset' });
      await app.inject({
        method: 'POST',
        url: '/__mock/clock',
        payload: { set: new Date(clockStart).toISOString() },
      });
      const ada = await signedIn(app);
      const payee = (await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data[0].ref;
      const model: Model = { orders: [] };
      const real: Real = { app, bank, ada, payee };
      // Every sequence starts with one standing order, so no command is spent before there is one.
      await new Create(shape, first).run(model, real);
      await fc.asyncModelRun(() => ({ model, real }), cmds);
    }),
    modelRunSettings(100),
  );
});
