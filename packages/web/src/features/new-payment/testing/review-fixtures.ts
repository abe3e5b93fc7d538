import { type components, unwrap } from '@portal/api-types';
import type { SetupServer } from 'msw/node';
import { bankDetailsSummary } from '../../../domains/recipients/recipient-form/recipient-form-model';
import { apiClient } from '../../../domains/session/api-client';
import { useSessionStore } from '../../../domains/session/session-store';
import { useNewPaymentStore } from '../model/new-payment-store';

// Tests only: the review step's fixtures, shared by the hook's and the screen's tests.

export const OPS = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };
export const PAYMENTS_URL = `${location.origin}/api/v1/accounts/:account/bank-accounts/:bankAccount/payments`;

type Sent = { key: string | null; body: components['schemas']['PaymentCreate'] };

/** Every payment the app sends through `server` (its idempotency key and body), in order. */
export function recordSentPayments(server: SetupServer): Sent[] {
  const sent: Sent[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/payments')) return;
    sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.clone().json() });
  });
  return sent;
}

/** `HH:MM` in London on the UTC calendar day of `day`, as epoch ms (the payment window's time zone). */
export function londonTime(day: Date, time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m);
  const londonHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hour12: false }).format(
      guess,
    ),
  );
  return guess - ((londonHour - h + 24) % 24) * 3_600_000;
}

/** The next Wednesday after the bank's today `nowMs` (a business day followed by one). */
export function nextWednesday(nowMs: number): Date {
  const now = new Date(nowMs);
  const ahead = (3 - now.getUTCDay() + 7) % 7 || 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ahead));
}

export const isoDate = (day: Date) => day.toISOString().slice(0, 10);

type Recipient = components['schemas']['Recipient'];

/**
 * A complete draft for 12.00 GBP to an active GBP recipient (or to `payee`), as the first three steps leave
 * it.
 */
export async function draftPayment(payee?: Recipient) {
  const recipients = await unwrap(
    apiClient.GET('/accounts/{account}/recipients', {
      params: { path: { account: OPS.account }, query: { currency: 'GBP', status: 'active', per_page: 10 } },
    }),
  );
  const recipient = payee ?? recipients.data[0];
  if (!recipient) throw new Error('no active GBP recipient in the seed');
  const session = useSessionStore.getState();
  const store = useNewPaymentStore.getState();
  store.claim(`${session.userRef}|${session.currentAccountRef}`);
  store.reset();
  store.setRecipient({
    ref: recipient.ref,
    name: recipient.name,
    currency: recipient.currency,
    summary: bankDetailsSummary(recipient.bank_details),
    verification: recipient.verification ?? null,
  });
  store.setReason({ reasonCode: 'SUPP', reference: 'REVIEW-TEST' });
  store.setAmount({ bankAccountRef: OPS.bankAccount, currency: 'GBP', amount: '12.00', executionDate: null });
  return recipient;
}

export async function paymentCount(): Promise<number> {
  const list = await unwrap(
    apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
      params: { path: OPS, query: { per_page: 10 } },
    }),
  );
  return list.meta.total;
}
