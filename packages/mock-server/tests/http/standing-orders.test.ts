import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Bank } from '../../src/domain/bank/index.js';
import { type Client, OPS, signedIn, testApp } from '../support/test-app.js';

type StandingOrder = components['schemas']['StandingOrder'];
type Schedule = components['schemas']['StandingOrderSchedule'];

const NW = '/accounts/org_northwind';
const DAY = 86_400_000;
// TEST_START is Tuesday 2026-03-10, 10:00 London: today's payment window is open.
const MONTH_END: Schedule = {
  frequency: 'monthly',
  start_date: '2026-03-11',
  day_of_month: 31,
  end: { type: 'never' },
};

async function setup(): Promise<{ app: FastifyInstance; bank: Bank; ada: Client; payee: string }> {
  const { app, bank } = await testApp();
  const ada = await signedIn(app);
  const res = await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`);
  return { app, bank, ada, payee: res.json().data[0].ref };
}

const create = (client: Client, body: Record<string, unknown>, key = randomUUID()) =>
  client.call('POST', `${OPS}/standing-orders`, { body, headers: { 'idempotency-key': key } });

const order = (payee: string, extra: Record<string, unknown> = {}) => ({
  recipient_ref: payee,
  amount: '1250.00',
  currency: 'GBP',
  reason_code: 'RENT',
  reference: 'RENT UNIT 4',
  schedule: MONTH_END,
  ...extra,
});

const action = (client: Client, ref: string, what: 'skip-next' | 'pause' | 'resume' | 'cancel') =>
  client.call('POST', `${NW}/standing-orders/${ref}/${what}`);

const get = async (client: Client, ref: string): Promise<StandingOrder> =>
  (await client.call('GET', `${NW}/standing-orders/${ref}`)).json().data;

/** Moves the bank clock; days later the access token has expired, so Ada signs in again. */
async function later(app: FastifyInstance, ada: Client, ms: number): Promise<void> {
  await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: ms } });
  await ada.login('ada@northwind.test', 'Northwind#2026');
}

const occurrences = async (client: Client, ref: string) =>
  (await client.call('GET', `${NW}/payments?standing_order=${ref}&per_page=100`)).json().data as {
    ref: string;
    status: string;
    execution_date: string;
    standing_order_ref: string;
  }[];

describe('standing orders', () => {
  it('is created once per Idempotency-Key, with next dates on month ends moved to business days', async () => {
    const { ada, payee } = await setup();
    const key = randomUUID();
    const first = await create(ada, order(payee), key);
    expect(first.statusCode).toBe(201);
    const so: StandingOrder = first.json().data;
    // 31 May 2026 is a Sunday: Monday 1 June.
    expect(so.next_dates).toEqual(['2026-03-31', '2026-04-30', '2026-06-01']);
    expect(so).toMatchObject({
      status: 'active',
      occurrences_made: 0,
      last_payment: null,
      skipped_dates: [],
    });
    expect(so.created_by).toMatchObject({ user_ref: 'usr_ada', role: 'owner' });
    const again = await create(ada, order(payee), key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.ref).toBe(so.ref);
    const list = (await ada.call('GET', `${NW}/standing-orders?status=active&per_page=100`)).json();
    expect(list.data.filter((s: StandingOrder) => s.ref === so.ref)).toHaveLength(1);
    const audit = (await ada.call('GET', `${NW}/audit-events?action=standing_order.created`)).json().data;
    expect(audit).toHaveLength(1);
  });

  it('refuses a schedule against its rules, with errors under the fields', async () => {
    const { ada, payee } = await setup();
    const weekly = await create(ada, order(payee, { schedule: { ...MONTH_END, frequency: 'weekly' } }));
    expect(weekly.statusCode).toBe(422);
    expect(weekly.json().errors['schedule.day_of_month']).toBeDefined();
    const past = await create(ada, order(payee, { schedule: { ...MONTH_END, start_date: '2026-03-09' } }));
    expect(past.json().errors['schedule.start_date']).toEqual(['The start date cannot be in the past.']);
    const endFirst = await create(
      ada,
      order(payee, { schedule: { ...MONTH_END, end: { type: 'on_date', date: '2026-03-20' } } }),
    );
    expect(endFirst.json().errors['schedule.end.date']).toBeDefined();
  });

  it('makes an occurrence on its date as an ordinary payment, and ends after its count', async () => {
    const { app, ada, payee } = await setup();
    const today = { frequency: 'weekly', start_date: '2026-03-10', end: { type: 'after_count', count: 2 } };
    const so: StandingOrder = (await create(ada, order(payee, { schedule: today }))).json().data;
    expect(so.occurrences_made).toBe(1);
    expect(so.last_payment).toMatchObject({ execution_date: '2026-03-10', status: 'pending' });
    expect(so.next_dates).toEqual(['2026-03-17']);
    await later(app, ada, 7 * DAY);
    const after = await get(ada, so.ref);
    expect(after).toMatchObject({ status: 'completed', occurrences_made: 2, next_dates: [] });
    const made = await occurrences(ada, so.ref);
    expect(made.map((p) => p.execution_date).sort()).toEqual(['2026-03-10', '2026-03-17']);
    expect(made.every((p) => p.standing_order_ref === so.ref)).toBe(true);
    expect((await action(ada, so.ref, 'pause')).statusCode).toBe(409);
  });

  it('to a no-match payee needs the confirmation, like a payment; its occurrences carry the check', async () => {
    const { ada } = await setup();
    const noMatch = await ada.call('POST', `${NW}/recipients`, {
      body: {
        type: 'business',
        name: 'No Match Fenwick',
        country: 'GB',
        currency: 'GBP',
        bank_details: { scheme: 'sort_code', sort_code: '200000', account_number: '55779911' },
      },
    });
    const payee = noMatch.json().data.ref as string;
    const today = { frequency: 'weekly', start_date: '2026-03-10', end: { type: 'after_count', count: 1 } };
    const refused = await create(ada, order(payee, { schedule: today }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'payee_mismatch_unconfirmed' });
    const so: StandingOrder = (
      await create(ada, order(payee, { schedule: today, confirm_payee_mismatch: true }))
    ).json().data;
    const [made] = await occurrences(ada, so.ref);
    expect(made?.status).not.toBe('failed');
    const payment = (await ada.call('GET', `${OPS}/payments/${made?.ref}`)).json().data;
    expect(payment.payee_verification).toMatchObject({
      outcome: 'no_match',
      checked_name: 'No Match Fenwick',
    });
  });

  it('skips the next occurrence: no payment on that date, the one after is made', async () => {
    const { app, ada, payee } = await setup();
    const so: StandingOrder = (await create(ada, order(payee))).json().data;
    const skipped = (await action(ada, so.ref, 'skip-next')).json().data as StandingOrder;
    expect(skipped.skipped_dates).toEqual(['2026-03-31']);
    expect(skipped.next_dates).toEqual(['2026-04-30', '2026-06-01', '2026-06-30']);
    await later(app, ada, 22 * DAY);
    expect(await occurrences(ada, so.ref)).toEqual([]);
    await later(app, ada, 30 * DAY);
    const after = await get(ada, so.ref);
    expect(after.skipped_dates).toEqual([]);
    expect(after.last_payment?.execution_date).toBe('2026-04-30');
  });

  it('pauses (dates passing are not made up) and resumes from the next date after today', async () => {
    const { app, ada, payee } = await setup();
    const so: StandingOrder = (await create(ada, order(payee))).json().data;
    const paused = (await action(ada, so.ref, 'pause')).json().data as StandingOrder;
    expect(paused).toMatchObject({ status: 'paused', next_dates: [] });
    expect((await action(ada, so.ref, 'pause')).statusCode).toBe(409);
    expect((await action(ada, so.ref, 'skip-next')).statusCode).toBe(409);
    await later(app, ada, 25 * DAY); // 4 April: 31 March passed while paused
    const resumed = (await action(ada, so.ref, 'resume')).json().data as StandingOrder;
    expect(resumed.status).toBe('active');
    expect(resumed.next_dates[0]).toBe('2026-04-30');
    expect(await occurrences(ada, so.ref)).toEqual([]);
    expect((await action(ada, so.ref, 'resume')).statusCode).toBe(409);
  });

  it('never pays a skipped date after a pause and resume (rules SO-06 and SO-07)', async () => {
    // Friday 27 November 2026, 10:00: a weekly order from Saturday 28 goes first on Monday 30.
    const { app } = await testApp({ clockStart: Date.parse('2026-11-27T10:00:00Z') });
    const ada = await signedIn(app);
    const payee = (await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data[0].ref;
    const weekly = { frequency: 'weekly', start_date: '2026-11-28', end: { type: 'never' } };
    const so: StandingOrder = (await create(ada, order(payee, { amount: '10.00', schedule: weekly }))).json()
      .data;
    expect(so.next_dates[0]).toBe('2026-11-30');
    expect((await action(ada, so.ref, 'skip-next')).json().data.skipped_dates).toEqual(['2026-11-30']);
    await action(ada, so.ref, 'pause');
    const resumed = (await action(ada, so.ref, 'resume')).json().data as StandingOrder;
    expect(resumed.skipped_dates).toEqual(['2026-11-30']);
    expect(resumed.next_dates).toEqual(['2026-12-07', '2026-12-14', '2026-12-21']);
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { set: '2026-11-30T12:00:00Z' } });
    await ada.login('ada@northwind.test', 'Northwind#2026');
    expect(await get(ada, so.ref)).toMatchObject({
      occurrences_made: 0,
      last_payment: null,
      skipped_dates: [],
    });
    expect(await occurrences(ada, so.ref)).toEqual([]);
  });

  it('resumed on the weekend, keeps the payment the Saturday named for Monday (rule SO-07)', async () => {
    // Saturday 28 November 2026: the date the schedule names has come, its payment (Monday 30) has not.
    const { app } = await testApp({ clockStart: Date.parse('2026-11-28T10:00:00Z') });
    const ada = await signedIn(app);
    const payee = (await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data[0].ref;
    const weekly = { frequency: 'weekly', start_date: '2026-11-28', end: { type: 'never' } };
    const so: StandingOrder = (await create(ada, order(payee, { amount: '10.00', schedule: weekly }))).json()
      .data;
    await action(ada, so.ref, 'pause');
    const resumed = (await action(ada, so.ref, 'resume')).json().data as StandingOrder;
    expect(resumed.next_dates).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);
  });

  it('changes future occurrences only; a cancelled order cannot change', async () => {
    const { app, ada, payee } = await setup();
    const weekly = { frequency: 'weekly', start_date: '2026-03-10', end: { type: 'never' } };
    const so: StandingOrder = (await create(ada, order(payee, { schedule: weekly }))).json().data;
    await later(app, ada, DAY);
    const changed = await ada.call('PATCH', `${NW}/standing-orders/${so.ref}`, {
      body: {
        amount: '99.50',
        schedule: {
          frequency: 'monthly',
          start_date: '2026-03-11',
          day_of_month: 30,
          end: { type: 'never' },
        },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      amount: '99.50',
      next_dates: ['2026-03-30', '2026-04-30', '2026-06-01'],
    });
    const [made] = await occurrences(ada, so.ref);
    expect(made?.execution_date).toBe('2026-03-10');
    expect((await ada.call('GET', `${OPS}/payments/${made?.ref}`)).json().data.amount).toBe('1250.00');
    expect((await action(ada, so.ref, 'cancel')).json().data.status).toBe('cancelled');
    expect((await action(ada, so.ref, 'cancel')).statusCode).toBe(409);
    const late = await ada.call('PATCH', `${NW}/standing-orders/${so.ref}`, { body: { amount: '1.00' } });
    expect(late.statusCode).toBe(409);
    const events = (await ada.call('GET', `${NW}/audit-events?target=${so.ref}`)).json().data;
    expect(events.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['standing_order.updated', 'standing_order.cancelled']),
    );
  });

  it('an occurrence over the approval threshold (20,000.00 GBP) waits for approval, and approvers are told', async () => {
    const { app, ada, payee } = await setup();
    const so: StandingOrder = (await create(ada, order(payee, { amount: '25000.00' }))).json().data;
    await later(app, ada, 21 * DAY); // 31 March, 10:00
    const [made] = await occurrences(ada, so.ref);
    expect(made?.status).toBe('awaiting_approval');
    const grace = await signedIn(app, 'grace');
    const notes = (await grace.call('GET', '/user/notifications?per_page=100')).json().data;
    expect(
      notes.some((n: { link: { payment_ref: string } | null }) => n.link?.payment_ref === made?.ref),
    ).toBe(true);
  });

  it('an unfunded occurrence fails and tells its creator; the next one is still made', async () => {
    const { app, bank, ada, payee } = await setup();
    const so: StandingOrder = (await create(ada, order(payee))).json().data;
    const gbp = bank.store.balances.get('bal_northwind_ops_gbp');
    if (!gbp) throw new Error('no GBP balance');
    const reserved = gbp.held;
    gbp.held = gbp.current; // nothing available on 31 March
    await later(app, ada, 21 * DAY);
    gbp.held = reserved;
    const [failed] = await occurrences(ada, so.ref);
    expect(failed).toMatchObject({ status: 'failed', execution_date: '2026-03-31' });
    const notes = (await ada.call('GET', '/user/notifications?per_page=100')).json().data;
    const told = notes.find(
      (n: { link: { payment_ref: string } | null }) => n.link?.payment_ref === failed?.ref,
    );
    expect(told).toMatchObject({ type: 'payment_status', title: 'Standing order payment failed' });
    expect(told.body).toContain('the available balance was 0.00 GBP');
    await later(app, ada, 30 * DAY);
    const after = await get(ada, so.ref);
    expect(after).toMatchObject({ status: 'active', occurrences_made: 2 });
    expect(after.last_payment?.execution_date).toBe('2026-04-30');
    expect(after.last_payment?.status).not.toBe('failed');
  });

  it("another organization's standing order is not found; a viewer cannot change one", async () => {
    const { app, ada } = await setup();
    expect((await ada.call('GET', '/accounts/org_acme/standing-orders/so_northwind_rent')).statusCode).toBe(
      404,
    );
    expect((await ada.call('GET', `${NW}/standing-orders/so_unknown`)).statusCode).toBe(404);
    const hank = await signedIn(app, 'hank');
    expect((await hank.call('GET', `${NW}/standing-orders`)).statusCode).toBe(404);
    const seeded = (await ada.call('GET', `${NW}/standing-orders`)).json();
    expect(seeded.data.map((s: StandingOrder) => s.ref)).toEqual(
      expect.arrayContaining(['so_northwind_rent', 'so_northwind_retainer']),
    );
  });
});
