import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { type Client, OPS, OPS_PATH, signedIn, testApp } from '../support/test-app.js';

// March 2026 is before British Summer Time: London time is UTC. The window is 06:00–18:00 on business days.
const TUESDAY_OPEN = '2026-03-10T10:00:00Z';
const TUESDAY_EARLY = '2026-03-10T05:00:00Z';
const TUESDAY_CLOSED = '2026-03-10T19:00:00Z';
const SATURDAY = '2026-03-14T12:00:00Z';

async function gbpRecipient(client: Client): Promise<string> {
  const list = await client.call('GET', '/accounts/org_northwind/recipients?currency=GBP&status=active');
  return list.json().data[0].ref;
}

const body = (recipient_ref: string, execution_date?: string): components['schemas']['PaymentCreate'] => ({
  recipient_ref,
  amount: '42.00',
  currency: 'GBP',
  reason_code: 'SUPP',
  reference: 'SCHEDULE-1',
  ...(execution_date ? { execution_date } : {}),
});

const post = (client: Client, payload: components['schemas']['PaymentCreate'], key = randomUUID()) =>
  client.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
    params: { path: OPS_PATH, header: { 'Idempotency-Key': key } },
    body: payload,
  });

const paymentCount = async (client: Client) =>
  (await client.call('GET', `${OPS}/payments?per_page=10`)).json().meta.total as number;

async function at(time: string) {
  const { app, bank } = await testApp({ paymentFailureRate: 0 });
  bank.clock.set(Date.parse(time));
  const ada = await signedIn(app);
  return { app, ada, bank, recipient: await gbpRecipient(ada) };
}

describe('a payment for the date the user agreed to', () => {
  it('goes today when today is asked for while the window is open', async () => {
    const { ada, recipient } = await at(TUESDAY_OPEN);
    const res = await post(ada, body(recipient, '2026-03-10'));
    expect(res.response.status).toBe(201);
    expect(res.data?.data).toMatchObject({ status: 'pending', execution_date: '2026-03-10' });
  });

  it('is scheduled for today when today is asked for before the window opens', async () => {
    const { ada, recipient } = await at(TUESDAY_EARLY);
    const res = await post(ada, body(recipient, '2026-03-10'));
    expect(res.response.status).toBe(201);
    expect(res.data?.data).toMatchObject({ status: 'scheduled', execution_date: '2026-03-10' });
  });

  it('refuses today once the window has closed, instead of moving the payment, and creates nothing', async () => {
    const { ada, recipient } = await at(TUESDAY_CLOSED);
    const before = await paymentCount(ada);
    const res = await post(ada, body(recipient, '2026-03-10'));
    expect(res.response.status).toBe(422);
    expect(res.error).toMatchObject({
      code: 'outside_cutoff_window',
      message:
        "Today's payment window has closed. The payment can go on 2026-03-11 at the earliest: confirm the new date and send it again.",
    });
    expect(res.error?.errors?.execution_date).toBeDefined();
    expect(await paymentCount(ada)).toBe(before);
  });

  it('replays the refusal for the same key; the newly agreed date goes with a new key', async () => {
    const { ada, recipient } = await at(TUESDAY_CLOSED);
    const key = randomUUID();
    expect((await post(ada, body(recipient, '2026-03-10'), key)).response.status).toBe(422);
    const replay = await post(ada, body(recipient, '2026-03-10'), key);
    expect(replay.response.status).toBe(422);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    const agreed = await post(ada, body(recipient, '2026-03-11'));
    expect(agreed.response.status).toBe(201);
    expect(agreed.data?.data).toMatchObject({ status: 'scheduled', execution_date: '2026-03-11' });
  });

  it('schedules the next window the user agreed to after the cut-off', async () => {
    const { ada, recipient } = await at(TUESDAY_CLOSED);
    const check = (await ada.call('GET', `${OPS}/payments/check-time-window`)).json().data;
    expect(check).toMatchObject({ within_window: false, execution_date: '2026-03-11' });
    const res = await post(ada, body(recipient, check.execution_date));
    expect(res.response.status).toBe(201);
    expect(res.data?.data).toMatchObject({ status: 'scheduled', execution_date: '2026-03-11' });
  });

  it('refuses an agreed date that has passed meanwhile, under the date field', async () => {
    const { app, bank, recipient } = await at(TUESDAY_CLOSED);
    // Agreed on Tuesday evening for Wednesday; sent on Thursday (a stale tab, a lost answer).
    bank.clock.set(Date.parse('2026-03-12T09:00:00Z'));
    const ada = await signedIn(app);
    const res = await post(ada, body(recipient, '2026-03-11'));
    expect(res.response.status).toBe(422);
    expect(res.error?.errors?.execution_date).toEqual(['The execution date cannot be in the past.']);
  });

  it('refuses today on a weekend', async () => {
    const { ada, recipient } = await at(SATURDAY);
    const res = await post(ada, body(recipient, '2026-03-14'));
    expect(res.response.status).toBe(422);
    expect(res.error?.code).toBe('outside_cutoff_window');
    expect(res.error?.message).toContain('2026-03-16');
  });

  it('still schedules the next window when no date is given (the contract default)', async () => {
    const { ada, recipient } = await at(TUESDAY_CLOSED);
    const res = await post(ada, body(recipient));
    expect(res.response.status).toBe(201);
    expect(res.data?.data).toMatchObject({ status: 'scheduled', execution_date: '2026-03-11' });
  });
});
