import { type components, unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bankDetailsSummary } from '../../components/recipient-form/recipient-form-model';
import { apiClient } from '../../lib/session/api-client';
import { useSessionStore } from '../../lib/session/session-store';
import {
  createTestQueryClient,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
  totpCode,
} from '../../testing/mock-bank-session';
import { useNewPaymentStore } from './model/new-payment-store';
import { reviewFailureText } from './model/review-failure';
import { dialogCode } from './model/review-machine';
import { startSwiftYenDraft } from './testing/swift-payee-draft';
import { usePaymentSubmission } from './use-payment-submission';

// The same simulated bank the mock server serves, answering inside the test.
const { server, bank } = serveMockBank({ signIn: false });
const SLOW = { timeout: 10_000 };
const OPS = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };
const PAYMENTS_URL = `${location.origin}/api/v1/accounts/:account/bank-accounts/:bankAccount/payments`;

type Sent = { key: string | null; body: components['schemas']['PaymentCreate'] };
const sent: Sent[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/payments')) return;
  sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.clone().json() });
});

/** `HH:MM` in London on the UTC calendar day of `day`, as epoch ms (the payment window's time zone). */
function londonTime(day: Date, time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m);
  const londonHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hour12: false }).format(
      guess,
    ),
  );
  return guess - ((londonHour - h + 24) % 24) * 3_600_000;
}

/** The next Wednesday after the bank's today (a business day followed by one). */
function nextWednesday(): Date {
  const now = new Date(bank.clock.now());
  const ahead = (3 - now.getUTCDay() + 7) % 7 || 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ahead));
}

const isoDate = (day: Date) => day.toISOString().slice(0, 10);

/** A complete draft for 12.00 GBP to an active GBP recipient, as the first three steps leave it. */
async function draftPayment() {
  const recipients = await unwrap(
    apiClient.GET('/accounts/{account}/recipients', {
      params: { path: { account: OPS.account }, query: { currency: 'GBP', status: 'active', per_page: 10 } },
    }),
  );
  const recipient = recipients.data[0];
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
  });
  store.setReason({ reasonCode: 'SUPP', reference: 'REVIEW-TEST' });
  store.setAmount({ bankAccountRef: OPS.bankAccount, currency: 'GBP', amount: '12.00', executionDate: null });
  return recipient;
}

async function paymentCount(): Promise<number> {
  const list = await unwrap(
    apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
      params: { path: OPS, query: { per_page: 10 } },
    }),
  );
  return list.meta.total;
}

async function checkWindow() {
  return (
    await unwrap(
      apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments/check-time-window', {
        params: { path: OPS },
      }),
    )
  ).data;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

function renderSubmission() {
  return renderHook(() => usePaymentSubmission(), { wrapper });
}

type Submission = ReturnType<typeof renderSubmission>['result'];

/** Confirm, once the screen would enable it: the bank's fee is known and no date waits for agreement. */
async function confirm(result: Submission) {
  await waitFor(() => {
    expect(result.current.feeQuote.data).toBeDefined();
    expect(result.current.needsAcknowledgement).toBe(false);
  }, SLOW);
  await act(() => result.current.confirm());
}

/** Types the code in the 2FA dialog and presses "Authorize and send". */
async function authorizeWith(result: Submission, code: string) {
  act(() => result.current.typeCode(code));
  await act(() => result.current.authorize());
}

describe('usePaymentSubmission: the cut-off is checked right before every send', { timeout: 60_000 }, () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('asks a 2FA user again when the window closes while the code is typed, then sends the agreed date', async () => {
    const wednesday = nextWednesday();
    bank.clock.set(londonTime(wednesday, '17:58'));
    await signInWithSecondFactor('grace@northwind.test');
    await draftPayment();
    const before = await paymentCount();
    const { result } = renderSubmission();
    await waitFor(() => expect(result.current.windowCheck?.execution_date).toBe(isoDate(wednesday)), SLOW);
    expect(result.current.windowCheck?.within_window).toBe(true);

    await confirm(result);
    expect(result.current.step.name).toBe('awaiting-code');
    act(() => result.current.typeCode('1'));
    bank.clock.advance(3 * 60_000); // 18:01 in London: the window closed while the code was typed
    await authorizeWith(result, await totpCode('grace@northwind.test'));

    expect(result.current.outside).toBe(true);
    const nextDay = (await checkWindow()).execution_date;
    expect(nextDay > isoDate(wednesday)).toBe(true);
    expect(result.current.windowCheck?.execution_date).toBe(nextDay);
    // The dialog closed and Confirm waits for "Send it on <next day>".
    expect(result.current.step.name).toBe('needs-acknowledgement');
    expect(dialogCode(result.current.step)).toBeUndefined();
    expect(result.current.needsAcknowledgement).toBe(true);
    expect(sent).toHaveLength(0);
    expect(await paymentCount()).toBe(before);

    act(() => result.current.acknowledge(nextDay));
    await confirm(result);
    expect(result.current.step.name).toBe('awaiting-code');
    await authorizeWith(result, await totpCode('grace@northwind.test'));

    expect(result.current.step.name).toBe('done');
    expect(result.current.submitted?.replayed).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.execution_date).toBe(nextDay);
    expect(await paymentCount()).toBe(before + 1);
    const stored = useNewPaymentStore.getState().submitted?.payment;
    expect(stored).toMatchObject({ status: 'scheduled', execution_date: nextDay });
  });

  it('asks again when the bank refuses the date because the window closed after the last look', async () => {
    const wednesday = nextWednesday();
    bank.clock.set(londonTime(wednesday, '17:59'));
    await signInToMockBank();
    await draftPayment();
    const before = await paymentCount();
    const { result } = renderSubmission();
    await waitFor(() => expect(result.current.windowCheck?.within_window).toBe(true), SLOW);
    // The window closes between the screen's last look and the bank receiving the payment.
    const stale = await checkWindow();
    bank.clock.advance(2 * 60_000);
    server.use(
      http.get(`${PAYMENTS_URL}/check-time-window`, () => HttpResponse.json({ data: stale }), { once: true }),
    );
    await confirm(result);

    const { step } = result.current;
    if (step.name !== 'failed') throw new Error(`expected a failure, got ${step.name}`);
    expect(step.refusedDate).toBe(isoDate(wednesday));
    expect(reviewFailureText(step.error, step.refusedDate)).toMatch(
      /^The bank can no longer send this payment on .*\. Check the payment date and confirm again\.$/,
    );
    const nextDay = (await checkWindow()).execution_date;
    expect(result.current.windowCheck).toMatchObject({ within_window: false, execution_date: nextDay });
    expect(result.current.needsAcknowledgement).toBe(true);
    expect(sent.map((s) => s.body.execution_date)).toEqual([isoDate(wednesday)]);
    expect(await paymentCount()).toBe(before);

    act(() => result.current.acknowledge(nextDay));
    await confirm(result);
    expect(result.current.step.name).toBe('done');
    expect(sent.map((s) => s.body.execution_date)).toEqual([isoDate(wednesday), nextDay]);
    // The refusal is kept by the bank under the first key: the agreed date went with a new one.
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(useNewPaymentStore.getState().submitted?.payment.execution_date).toBe(nextDay);
  });

  it('retries a lost answer with the same key and the same body, date included', async () => {
    bank.clock.set(londonTime(nextWednesday(), '10:00'));
    await signInToMockBank();
    await draftPayment();
    const before = await paymentCount();
    server.use(http.post(PAYMENTS_URL, () => HttpResponse.error(), { once: true }));
    const { result } = renderSubmission();
    await confirm(result);
    const { step } = result.current;
    if (step.name !== 'failed') throw new Error(`expected a failure, got ${step.name}`);
    expect(reviewFailureText(step.error, step.refusedDate)).toMatch(
      /The connection failed before the bank answered/,
    );
    await act(() => result.current.confirm()); // Try again
    expect(result.current.step.name).toBe('done');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('after a reload, resends an unanswered attempt as it was, so the bank replays it instead of paying twice', async () => {
    const wednesday = nextWednesday();
    bank.clock.set(londonTime(wednesday, '17:58'));
    await signInToMockBank();
    const recipient = await draftPayment();
    // The first attempt reached the bank at 17:58, but its answer was lost; then the tab was reloaded.
    const key = useNewPaymentStore.getState().idempotencyKey;
    useNewPaymentStore.getState().noteAttempt(isoDate(wednesday));
    await unwrap(
      apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
        params: { path: OPS, header: { 'Idempotency-Key': key } },
        body: {
          recipient_ref: recipient.ref,
          amount: '12.00',
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: 'REVIEW-TEST',
          execution_date: isoDate(wednesday),
        },
      }),
    );
    const after = await paymentCount();
    sent.length = 0;
    bank.clock.advance(5 * 60_000); // now past the cut-off

    const { result } = renderSubmission();
    const nextDay = (await checkWindow()).execution_date;
    await waitFor(() => expect(result.current.windowCheck?.execution_date).toBe(nextDay), SLOW);
    act(() => result.current.acknowledge(nextDay));
    await confirm(result);
    expect(result.current.submitted?.replayed).toBe(true);
    expect(sent).toEqual([{ key, body: expect.objectContaining({ execution_date: isoDate(wednesday) }) }]);
    expect(await paymentCount()).toBe(after);
  });

  it('keeps a 2FA user in the dialog after a code that is not six digits or that the bank refuses', async () => {
    bank.clock.set(londonTime(nextWednesday(), '10:00'));
    await signInWithSecondFactor('grace@northwind.test');
    await draftPayment();
    const { result } = renderSubmission();
    await confirm(result);
    await authorizeWith(result, '12');
    expect(result.current.step).toEqual({
      name: 'awaiting-code',
      code: '12',
      codeError: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(sent).toHaveLength(0);
    await authorizeWith(result, '000000');
    const { step } = result.current;
    expect(step).toMatchObject({ name: 'awaiting-code', code: '000000' });
    expect(step.name === 'awaiting-code' ? step.codeError : undefined).toBeTruthy();
    await authorizeWith(result, await totpCode('grace@northwind.test', 1));
    expect(result.current.step.name).toBe('done');
  });
});

describe('usePaymentSubmission: the fee is the bank’s', { timeout: 60_000 }, () => {
  it('charges the payment the fee the bank quoted for exactly this payment', async () => {
    await signInToMockBank();
    await startSwiftYenDraft('FEE-REVIEW');
    useNewPaymentStore.getState().setAmount({
      bankAccountRef: 'ba_northwind_treasury',
      currency: 'JPY',
      amount: '250000',
      executionDate: null,
    });
    const { result } = renderSubmission();
    await waitFor(
      () => expect(result.current.feeQuote.data).toMatchObject({ fee: '1500', total: '251500' }),
      SLOW,
    );
    await confirm(result);
    expect(result.current.step.name).toBe('done');
    expect(useNewPaymentStore.getState().submitted?.payment).toMatchObject({
      fee: '1500',
      fee_currency: 'JPY',
    });
  });
});
