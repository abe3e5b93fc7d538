import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Bank } from '../../src/domain/bank/index.js';
import { uploadKycDocument } from '../../src/domain/recipients/index.js';
import { Client, OPS, signedIn, TREASURY } from './test-app.js';

const NW = '/accounts/org_northwind';
/** Collections `activity` cannot fill: challenges only a two-factor maker gets (Ada has none). */
export const LEFT_EMPTY = ['paymentChallenges', 'paymentBatchChallenges'];

/** The body of a successful answer (the test fails on any other, showing it). */
export const ok = (res: LightMyRequestResponse, what: string) => {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 400)}`).toBeLessThan(300);
  return res.json();
};

/** A day of use touching every kind of record: payments, FX, KYC, standing orders, approvals, security, batches. */
export async function activity(app: FastifyInstance, bank: Bank): Promise<void> {
  const ada = await signedIn(app);
  await new Client(app).login('mo@northwind.test', 'wrong-password');
  const grace = await signedIn(app, 'grace');
  const payees = ok(await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`), 'recipients').data;
  const pay = (amount: string, reference: string) =>
    ada.call('POST', `${OPS}/payments`, {
      body: { recipient_ref: payees[0].ref, amount, currency: 'GBP', reason_code: 'SUPP', reference },
      headers: { 'idempotency-key': randomUUID() },
    });
  // The ERP listens through the mock's inbox from the start of the day: every change below is delivered.
  ok(
    await ada.call('POST', `${NW}/webhook-endpoints`, {
      body: {
        url: 'https://erp.example/__mock/webhook-inbox/erp',
        events: ['payment.created', 'transaction.booked'],
      },
    }),
    'webhook endpoint',
  );
  ok(await pay('125.00', 'INV-STATE-1'), 'payment');
  const waiting = ok(await pay('25000.00', 'INV-STATE-2'), 'payment awaiting approval').data;
  ok(
    await grace.call('POST', `${NW}/approval-challenges`, { body: { payment_refs: [waiting.ref] } }),
    'approval challenge',
  );
  const quote = ok(
    await ada.call('POST', `${TREASURY}/fx/request-quote`, {
      body: { sell_currency: 'EUR', buy_currency: 'CHF', sell_amount: '1000.00' },
    }),
    'quote',
  ).data;
  ok(
    await ada.call('POST', `${TREASURY}/fx/execute-quote`, {
      body: { quote_ref: quote.ref },
      headers: { 'idempotency-key': randomUUID() },
    }),
    'trade',
  );
  ok(
    await ada.call('POST', `${OPS}/standing-orders`, {
      body: {
        recipient_ref: payees[0].ref,
        amount: '1250.00',
        currency: 'GBP',
        reason_code: 'RENT',
        reference: 'RENT UNIT 4',
        schedule: {
          frequency: 'monthly',
          start_date: '2026-03-11',
          day_of_month: 31,
          end: { type: 'never' },
        },
      },
      headers: { 'idempotency-key': randomUUID() },
    }),
    'standing order',
  );
  ok(
    await ada.call('POST', `${OPS}/payment-batches`, {
      body: {
        name: 'State export',
        rows: [0, 1].map((i) => ({
          recipient_ref: payees[i].ref,
          amount: '10.00',
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: `BATCH-STATE-${i}`,
        })),
      },
      headers: { 'idempotency-key': randomUUID() },
    }),
    'payment batch',
  );
  ok(
    await ada.call('POST', `${NW}/balance-confirmations`, { body: { date: '2026-02-28' } }),
    'balance confirmation',
  );
  ok(
    await ada.call('POST', `${NW}/transaction-exports`, {
      body: { format: 'camt053', from: '2026-02-01', to: '2026-02-28' },
    }),
    'transaction export',
  );
  const recipient = bank.store.recipients.get(payees[0].ref);
  if (!recipient) throw new Error('no recipient');
  uploadKycDocument(bank, recipient, {
    documentType: 'certificate_of_incorporation',
    fileName: 'certificate.pdf',
    data: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  });
  await ada.call('POST', '/auth/password/change', {
    body: {
      current_password: 'not-it',
      password: 'Harbour-Lantern#2031',
      password_confirmation: 'Harbour-Lantern#2031',
    },
  });
  ok(await ada.call('POST', '/auth/2fa/setup/start'), '2FA setup');
  await ada.call('POST', '/auth/2fa/setup/complete', { body: { code: '000000' } });
  ok(
    await new Client(app).call('POST', '/auth/password/forgot', { body: { email: 'mo@northwind.test' } }),
    'forgot',
  );
  await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: 150_000 } });
  await app.inject({
    method: 'POST',
    url: '/__mock/faults',
    payload: { path: '/user/current', status: 503 },
  });
}
