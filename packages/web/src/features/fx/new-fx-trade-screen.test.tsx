import { type components, unwrap } from '@portal/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fxKeys } from '../../domains/query-keys';
import { apiClient } from '../../domains/session/api-client';
import { fromMinorUnits, toMinorUnits } from '../../lib/decimal';
import { formatAmount } from '../../lib/format-amount';
import {
  renderScreen,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
  totpCode,
} from '../../testing/mock-bank-session';
import { NewFxTradeScreen } from './new-fx-trade-screen';
import { formatRate } from './rate-display';

// The same simulated bank the mock server serves, answering inside the test (its clock is real time + offset).
const { bank, server } = serveMockBank({ signIn: false });
const SLOW = { timeout: 10_000 };
const OPS = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };

type Quote = components['schemas']['FxQuote'];

/** Every quote the bank answers during the test, as the screen received it (read off MSW's responses). */
function watchQuotes(): Quote[] {
  const quotes: Quote[] = [];
  const listener = async ({ request, response }: { request: Request; response: Response }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/fx/request-quote') || response.status !== 201)
      return;
    quotes.push(((await response.clone().json()) as { data: Quote }).data);
  };
  server.events.on('response:mocked', listener);
  onTestFinished(() => server.events.removeListener('response:mocked', listener));
  return quotes;
}

const minorOf = (amount: string | undefined, currency: string) => toMinorUnits(amount ?? '', currency);

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
describe('new FX trade screen against the mock bank (the trade itself: use-fx-trade.test)', {
  timeout: 60_000,
}, () => {
  afterEach(() => vi.useRealTimers());

  it('quotes GBP→EUR, executes once and moves both balances by the quoted amounts and fee', async () => {
    await signInToMockBank();
    const before = await balances();
    const quotes = watchQuotes();
    const { user, queryClient } = renderTradeScreen();
    queryClient.setQueryData(['balances', 'list', 'org_northwind', 'ba_northwind_ops'], []);
    const historyPage = fxKeys.tradeList('org_northwind', { page: 1, per_page: 10 });
    queryClient.setQueryData(historyPage, { data: [], meta: { total: 0, page: 1, per_page: 10 } });
    const panel = await quote(user);
    // The listener reads the answer's body asynchronously: wait for it rather than race it.
    await waitFor(() => expect(quotes).toHaveLength(1));
    const [received] = quotes;
    expect(received).toMatchObject({ sell_amount: '1000.00', fee_currency: 'GBP' });
    expect(within(panel).getByTestId('quote-you-sell')).toHaveTextContent('1,000.00 GBP');
    // The fee as quoted, and what leaves the GBP balance: the sell amount plus the fee.
    expect(within(panel).getByTestId('quote-fee')).toHaveTextContent(`${received?.fee} GBP`);
    const total = 100000n + minorOf(received?.fee, 'GBP');
    expect(within(panel).getByTestId('quote-total-debited')).toHaveTextContent(
      formatAmount(fromMinorUnits(total, 'GBP'), 'GBP', { withCode: true }),
    );
    // Rates as people read them (the bank's exact rate stays in the quote), and the markup against mid.
    expect(within(panel).getByTestId('quote-rate')).toHaveTextContent(
      `1 GBP = ${formatRate(received?.rate ?? '')} EUR`,
    );
    expect(within(panel).getByTestId('quote-rate')).toHaveTextContent(/^1 GBP = \d\.\d{4} EUR$/);
    expect(within(panel).getByTestId('quote-inverse-rate')).toHaveTextContent(/^1 EUR = 0\.\d{5} GBP$/);
    // The mock bank quotes 40 basis points below mid; mid moves a little between the chart and the quote.
    expect(await within(panel).findByTestId('quote-markup')).toHaveTextContent(
      /^0\.[34]\d% below the mid-market rate of \d\.\d{4}$/,
    );
    expect(within(panel).getByRole('timer')).toHaveTextContent(/Expires in 0m [12]\ds/);
    const buyText = within(panel).getByTestId('quote-you-buy').textContent ?? '';
    const buyAmount = buyText.replace(/[^\d.]/g, '');

    await user.dblClick(within(panel).getByRole('button', { name: 'Execute trade' }));
    expect(await screen.findByRole('heading', { name: 'Trade executed' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View updated balances' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    expect(screen.getByRole('link', { name: 'View in history' })).toHaveAttribute('href', '/app/fx-trades');

    const after = await balances();
    expect(toMinorUnits(after.GBP ?? '', 'GBP') - toMinorUnits(before.GBP ?? '', 'GBP')).toBe(-total);
    expect(toMinorUnits(after.EUR ?? '', 'EUR') - toMinorUnits(before.EUR ?? '', 'EUR')).toBe(
      toMinorUnits(buyAmount, 'EUR'),
    );
    expect(buyAmount).toBe(received?.buy_amount);
    expect(
      queryClient.getQueryState(['balances', 'list', 'org_northwind', 'ba_northwind_ops'])?.isInvalidated,
    ).toBe(true);
    // The FX history's pages are asked again, so the new trade is listed first.
    expect(queryClient.getQueryState(historyPage)?.isInvalidated).toBe(true);
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

  it('asks a 2FA user for the code bound to the quote', async () => {
    await signInWithSecondFactor('grace@northwind.test');
    const before = await balances();
    const quotes = watchQuotes();
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
    expect(toMinorUnits(after.GBP ?? '', 'GBP') - toMinorUnits(before.GBP ?? '', 'GBP')).toBe(
      -(25000n + minorOf(quotes[0]?.fee, 'GBP')),
    );
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

  it('a viewer sees why in place of the form, and still the rates (rule ROLE-04)', async () => {
    await signInToMockBank('lin@northwind.test');
    renderTradeScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'New FX trade' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('permission-notice')).toHaveTextContent(
      "Your role (Viewer) can't trade foreign exchange. Ask an owner or admin.",
    );
    expect(screen.queryByRole('form', { name: 'FX trade' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get quote' })).not.toBeInTheDocument();
  });
});
