import { unwrap } from '@portal/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { formatDate } from '../../lib/format-date';
import {
  renderScreen,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
  totpCode,
} from '../../testing/mock-bank-session';
import { useNewPaymentStore } from './model/new-payment-store';
import { ReviewStepScreen } from './review-step-screen';
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

// The same simulated bank the mock server serves, answering inside the test.
const { server, bank } = serveMockBank({ signIn: false });
const SLOW = { timeout: 10_000 };
const sent = recordSentPayments(server);

const confirmButton = () => screen.getByRole('button', { name: 'Confirm and send 12.00 GBP' });

/** Confirms once the button is enabled: it waits for the bank's fee (and for any date to be agreed). */
async function clickConfirm(user: { click: (element: Element) => Promise<void> }) {
  await waitFor(() => expect(confirmButton()).toBeEnabled(), SLOW);
  await user.click(confirmButton());
}

describe('review step: the window and the 2FA dialog (the submission itself: use-payment-submission.test)', {
  timeout: 60_000,
}, () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('asks a 2FA user again when the window closes while the code is typed, then sends the agreed date', async () => {
    const wednesday = nextWednesday(bank.clock.now());
    bank.clock.set(londonTime(wednesday, '17:58'));
    await signInWithSecondFactor('grace@northwind.test');
    await draftPayment();
    const before = await paymentCount();
    const { user } = renderScreen(<ReviewStepScreen />);
    expect(await screen.findByText(`Today, ${formatDate(isoDate(wednesday))}`, {}, SLOW)).toBeInTheDocument();

    await clickConfirm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Authorize payment' }, SLOW);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Authentication code/ }),
      await totpCode('grace@northwind.test'),
    );
    bank.clock.advance(3 * 60_000); // 18:01 in London: the window closed while the code was typed
    await user.click(within(dialog).getByRole('button', { name: 'Authorize and send' }));

    expect(await screen.findByText('The payment window has closed', {}, SLOW)).toBeInTheDocument();
    const nextDay = (await checkWindow()).execution_date;
    expect(nextDay > isoDate(wednesday)).toBe(true);
    expect(
      screen.getByText(new RegExp(`Your payment will go on ${formatDate(nextDay)}`)),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Authorize payment' })).toBeNull());
    expect(confirmButton()).toBeDisabled();
    expect(sent).toHaveLength(0);
    expect(await paymentCount()).toBe(before);

    await user.click(screen.getByText(`Send it on ${formatDate(nextDay)}`));
    await clickConfirm(user);
    const again = await screen.findByRole('dialog', { name: 'Authorize payment' }, SLOW);
    await user.type(
      within(again).getByRole('textbox', { name: /Authentication code/ }),
      await totpCode('grace@northwind.test'),
    );
    await user.click(within(again).getByRole('button', { name: 'Authorize and send' }));

    expect(await screen.findByRole('heading', { name: 'Payment submitted' }, SLOW)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.execution_date).toBe(nextDay);
    expect(await paymentCount()).toBe(before + 1);
    const stored = useNewPaymentStore.getState().submitted?.payment;
    expect(stored).toMatchObject({ status: 'scheduled', execution_date: nextDay });
  });
});

async function checkWindow() {
  return (
    await unwrap(
      apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments/check-time-window', {
        params: { path: OPS },
      }),
    )
  ).data;
}

describe('review step: the fee is the bank’s', { timeout: 60_000 }, () => {
  /** A draft of 250,000 JPY from the treasury account to a SWIFT payee, whose tariff has a fee. */
  async function draftSwiftPayment() {
    const payee = await startSwiftYenDraft('FEE-REVIEW');
    const store = useNewPaymentStore.getState();
    store.setAmount({
      bankAccountRef: 'ba_northwind_treasury',
      currency: 'JPY',
      amount: '250000',
      executionDate: null,
    });
    return payee;
  }

  it('shows the fee and the total the bank quotes for exactly this payment', async () => {
    await signInToMockBank();
    const payee = await draftSwiftPayment();
    const quote = await unwrap(
      apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments/fee', {
        params: {
          path: { account: OPS.account, bankAccount: 'ba_northwind_treasury' },
          query: { recipient_ref: payee.ref, currency: 'JPY', amount: '250000' },
        },
      }),
    );
    renderScreen(<ReviewStepScreen />);
    expect(quote.data).toMatchObject({ fee: '1500', total: '251500' });
    expect(await screen.findByText('1,500 JPY', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('251,500 JPY')).toBeInTheDocument();

    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Confirm and send 250,000 JPY' })).toBeEnabled(),
      SLOW,
    );
  });

  it('when the fee cannot be checked, says so and does not let the user confirm an unknown total', async () => {
    await signInToMockBank();
    await draftSwiftPayment();
    server.use(
      http.get(`${PAYMENTS_URL}/fee`, () =>
        HttpResponse.json({ message: 'The tariff service is unavailable.' }, { status: 503 }),
      ),
    );
    renderScreen(<ReviewStepScreen />);
    expect(await screen.findByText('The tariff service is unavailable.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('The fee could not be checked')).toBeInTheDocument();
    expect(screen.getAllByText('Not known')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Confirm and send 250,000 JPY' })).toBeDisabled();
  });
});

describe('review step: a payee whose bank does not hold the name (rule VOP-05)', { timeout: 60_000 }, () => {
  it('shows the stored check and sends only after the explicit confirmation, which goes with the payment', async () => {
    await signInToMockBank('ada@northwind.test');
    const payee = await unwrap(
      apiClient.POST('/accounts/{account}/recipients', {
        params: { path: { account: OPS.account } },
        body: {
          type: 'business',
          name: 'No Match Carpentry',
          country: 'GB',
          currency: 'GBP',
          bank_details: { scheme: 'sort_code', sort_code: '200000', account_number: '55779911' },
        },
      }),
    );
    await draftPayment(payee.data);
    sent.length = 0;
    const { user } = renderScreen(<ReviewStepScreen />);
    expect(await screen.findByText('Payee check: Name does not match', {}, SLOW)).toBeInTheDocument();
    const confirmation = screen.getByRole('checkbox', {
      name: 'I have checked with No Match Carpentry and want to pay this account anyway',
    });
    // Even with the fee known, Send waits for the confirmation.
    await screen.findByText('No fee', {}, SLOW);
    expect(confirmButton()).toBeDisabled();
    await user.click(confirmation);
    await clickConfirm(user);
    expect(await screen.findByText('Payment accepted', {}, SLOW)).toBeInTheDocument();
    expect(sent.at(-1)?.body.confirm_payee_mismatch).toBe(true);
  });
});
