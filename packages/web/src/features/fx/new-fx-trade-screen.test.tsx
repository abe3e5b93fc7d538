import { unwrap } from '@portal/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../config/api-client';
import { toMinorUnits } from '../../lib/decimal';
import {
  renderScreen,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
  totpCode,
} from '../../testing/mock-bank-session';
import { NewFxTradeScreen } from './new-fx-trade-screen';

// The same simulated bank the mock server serves, answering inside the test (its clock is real time + offset).
const { bank } = serveMockBank({ signIn: false });
const SLOW = { timeout: 10_000 };
const OPS = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };

async function balances() {
  const list = (
    await unwrap(
      apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/balances', {
        params: { path: OPS },
      }),
    )
  ).data;
  return Object.fromEntries(list.map((balance) => [balance.currency, balance.current]));
}

const renderTradeScreen = () => renderScreen(<NewFxTradeScreen />);

async function quote(user: ReturnType<typeof renderScreen>['user'], amount = '1000') {
  await user.type(await screen.findByRole('textbox', { name: /Amount to sell/ }, SLOW), amount);
  await user.click(screen.getByRole('button', { name: 'Get quote' }));
  return screen.findByRole('region', { name: 'Your quote' }, SLOW);
}

// Generous timeouts: these run the whole bank in-process on shared, busy cores.
describe('new FX trade against the mock bank', { timeout: 60_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('quotes GBP→EUR, executes once and moves both balances by the quoted amounts', async () => {
    await signInToMockBank();
    const before = await balances();
    const { user, queryClient } = renderTradeScreen();
    queryClient.setQueryData(['balances', 'list', 'org_northwind', 'ba_northwind_ops'], []);
    const panel = await quote(user);
    expect(within(panel).getByTestId('quote-you-sell')).toHaveTextContent('1,000.00 GBP');
    expect(within(panel).getByTestId('quote-rate')).toHaveTextContent(/^1 GBP = \d+\.\d{8} EUR$/);
    expect(within(panel).getByTestId('quote-inverse-rate')).toHaveTextContent(/^1 EUR = \d+\.\d{8} GBP$/);
    expect(within(panel).getByRole('timer')).toHaveTextContent(/Expires in 0m [12]\ds/);
    const buyText = within(panel).getByTestId('quote-you-buy').textContent ?? '';
    const buyAmount = buyText.replace(/[^\d.]/g, '');

    await user.dblClick(within(panel).getByRole('button', { name: 'Execute trade' }));
    expect(await screen.findByRole('heading', { name: 'Trade executed' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View updated balances' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );

    const after = await balances();
    expect(toMinorUnits(after.GBP ?? '', 'GBP') - toMinorUnits(before.GBP ?? '', 'GBP')).toBe(-100000n);
    expect(toMinorUnits(after.EUR ?? '', 'EUR') - toMinorUnits(before.EUR ?? '', 'EUR')).toBe(
      toMinorUnits(buyAmount, 'EUR'),
    );
    expect(
      queryClient.getQueryState(['balances', 'list', 'org_northwind', 'ba_northwind_ops'])?.isInvalidated,
    ).toBe(true);
  });

  it('follows a new bank account: its first two currencies, the typed amount kept', async () => {
    await signInToMockBank();
    const { user } = renderTradeScreen();
    await user.type(await screen.findByRole('textbox', { name: /Amount to sell/ }, SLOW), '250');
    const shown = (label: RegExp) =>
      screen.getByRole('combobox', { name: label }).closest('[data-testid="select-field"]');
    expect(shown(/Sell/)).toHaveTextContent('GBP');
    await user.click(screen.getByRole('combobox', { name: /Bank account/ }));
    await user.click(screen.getByRole('option', { name: /Treasury account/ }));
    expect(shown(/Bank account/)).toHaveTextContent('Treasury account (EUR, CHF, JPY)');
    expect(shown(/Sell/)).toHaveTextContent('EUR');
    expect(shown(/Buy/)).toHaveTextContent('CHF');
    expect(screen.getByRole('textbox', { name: /Amount to sell/ })).toHaveValue('250');
  });

  it('disables execution once the quote expires on a jumped clock, and quotes again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await signInToMockBank();
    const { user } = renderTradeScreen();
    const panel = await quote(user);
    // The machine "sleeps" 31 s: browser and bank clocks jump together, no timer fired meanwhile.
    vi.setSystemTime(Date.now() + 31_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await within(panel).findByText('Expired', {}, SLOW)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Execute trade' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Get a new quote' }));
    expect(await within(panel).findByRole('button', { name: 'Execute trade' }, SLOW)).toBeEnabled();
    expect(within(panel).getByRole('timer')).toHaveTextContent(/Expires in 0m [12]\ds/);
  });

  it('replaces an expired quote by itself when asked to, while the screen is visible', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await signInToMockBank();
    const { user } = renderTradeScreen();
    const panel = await quote(user);
    const firstRef = within(panel).getByTestId('quote-quote-reference').textContent;
    await user.click(within(panel).getByRole('checkbox', { name: /Get a new quote automatically/ }));
    vi.setSystemTime(Date.now() + 31_000);
    await waitFor(
      () => expect(within(panel).getByTestId('quote-quote-reference').textContent).not.toBe(firstRef),
      SLOW,
    );
    expect(within(panel).getByRole('button', { name: 'Execute trade' })).toBeEnabled();
  });

  it('shows the bank refusing an expired quote and offers a new one', async () => {
    await signInToMockBank();
    const { user } = renderTradeScreen();
    const panel = await quote(user);
    bank.clock.advance(31_000); // only the bank's clock: the screen still counts down
    await user.click(within(panel).getByRole('button', { name: 'Execute trade' }));
    expect(
      await within(panel).findByText('This quote has expired. Request a new quote.', {}, SLOW),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Get a new quote' })).toBeEnabled();
  });

  it('shows insufficient funds as the extracted message', async () => {
    await signInToMockBank();
    const { user } = renderTradeScreen();
    const panel = await quote(user, '999999999');
    await user.click(within(panel).getByRole('button', { name: 'Execute trade' }));
    expect(
      await within(panel).findByText(/The sell amount exceeds the available balance of/, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('asks a 2FA user for the code bound to the quote', async () => {
    await signInWithSecondFactor('grace@northwind.test');
    const before = await balances();
    const { user } = renderTradeScreen();
    const panel = await quote(user, '250');
    const code = within(panel).getByRole('textbox', { name: /Authentication code/ });
    await user.click(within(panel).getByRole('button', { name: 'Execute trade' }));
    expect(
      await within(panel).findByText('Enter the 6-digit code from your authenticator app.', {}, SLOW),
    ).toBeInTheDocument();
    await user.type(code, '000000');
    await user.click(within(panel).getByRole('button', { name: 'Execute trade' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'), SLOW);
    await user.clear(code);
    await user.type(code, await totpCode('grace@northwind.test', 1));
    await user.click(within(panel).getByRole('button', { name: 'Execute trade' }));
    // The panel acted on is gone: focus moves to the result.
    expect(await screen.findByRole('heading', { name: 'Trade executed' }, SLOW)).toHaveFocus();
    const after = await balances();
    expect(toMinorUnits(after.GBP ?? '', 'GBP') - toMinorUnits(before.GBP ?? '', 'GBP')).toBe(-25000n);
  });

  it('refuses to trade outside the cut-off window and says when it reopens', async () => {
    // The next Saturday, noon UTC: closed until Monday 07:00 London (moved before signing in, so the
    // session is issued at the new time).
    const now = new Date(bank.clock.now());
    const saturday = new Date(
      Date.UTC(
        now.getUTCFullYear(),
        now.getUTCMonth(),
        now.getUTCDate() + ((6 - now.getUTCDay() + 7) % 7 || 7),
        12,
      ),
    );
    bank.clock.set(saturday.getTime());
    await signInToMockBank();
    renderTradeScreen();
    expect(await screen.findByText('FX trading is closed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Trading reopens on \d\d \w{3}, \d{4} - 0[678]:00\./)).toBeInTheDocument();
    expect(screen.getByText(/Monday to Friday, 07:00–16:30 \(Europe\/London time\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get quote' })).toBeDisabled();
  });
});
