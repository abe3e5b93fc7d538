import { unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
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
import {
  draftPayment,
  isoDate,
  londonTime,
  nextWednesday,
  OPS,
  PAYMENTS_URL,
  paymentCount,
  recordSentPayments,
} from './testing/review-fixtures';
import { startSwiftYenDraft } from './testing/swift-payee-draft';
import { usePaymentSubmission } from './use-payment-submission';

// The same simulated bank the mock server serves, answering inside the test.
const { server, bank } = serveMockBank({ signIn: false });
const SLOW = { timeout: 10_000 };
const sent = recordSentPayments(server);

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
    const wednesday = nextWednesday(bank.clock.now());
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
    const wednesday = nextWednesday(bank.clock.now());
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
    bank.clock.set(londonTime(nextWednesday(bank.clock.now()), '10:00'));
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
    const wednesday = nextWednesday(bank.clock.now());
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
    bank.clock.set(londonTime(nextWednesday(bank.clock.now()), '10:00'));
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
