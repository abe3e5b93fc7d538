import { type components, unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { toMinorUnits } from '../../lib/decimal';
import { createTestQueryClient, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { useFxTrade } from './use-fx-trade';

// The same simulated bank the mock server serves, answering inside the test (its clock is real time + offset).
const { bank, server } = serveMockBank({ signIn: false });
const SLOW = { timeout: 10_000 };
const OPS = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };

type Quote = components['schemas']['FxQuote'];

const minorOf = (amount: string | undefined, currency: string) => toMinorUnits(amount ?? '', currency);

/** Executes a quote through the API, beside the screen (another tab of the same user, say). */
async function executeThroughApi(quoteRef: string) {
  return (
    await unwrap(
      apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/execute-quote', {
        params: { path: OPS, header: { 'Idempotency-Key': crypto.randomUUID() } },
        body: { quote_ref: quoteRef },
      }),
    )
  ).data;
}

async function cutoffCheck() {
  return (
    await unwrap(
      apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/fx/check-cuttoff-time', {
        params: { path: OPS },
      }),
    )
  ).data;
}

/** The next Wednesday after the bank's today, noon UTC: inside the window in winter and summer alike. */
function nextWednesdayNoon(): number {
  const now = new Date(bank.clock.now());
  const days = (3 - now.getUTCDay() + 7) % 7 || 7;
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12);
}

async function balances() {
  const list = (
    await unwrap(
      apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/balances', { params: { path: OPS } }),
    )
  ).data;
  return Object.fromEntries(list.map((balance) => [balance.currency, balance.current]));
}

/** Every execute-quote request sent during the test. */
function watchExecutions(): Request[] {
  const sent: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/fx/execute-quote')) sent.push(request);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

function renderTrade() {
  return renderHook(() => useFxTrade(), { wrapper });
}

type Trade = ReturnType<typeof renderTrade>['result'];

/** Types the amount to sell and asks for a quote (the form's submit), once the cut-off check has answered. */
async function quote(result: Trade, amount = '1000'): Promise<Quote> {
  await waitFor(() => expect(result.current.cutoffCheck).toBeDefined(), SLOW);
  act(() => result.current.form.setValue('amount', amount));
  await act(() => result.current.requestQuote(result.current.form.getValues()));
  await waitFor(() => expect(result.current.step.name).toBe('quoted'), SLOW);
  const received = result.current.quoted?.quote;
  if (!received) throw new Error('no quote');
  return received;
}

/** Presses Execute trade and waits for the bank's answer. */
async function execute(result: Trade) {
  act(() => result.current.executeQuote());
  await waitFor(() => expect(result.current.step.name).not.toBe('executing'), SLOW);
}

const failureOf = (result: Trade) =>
  result.current.step.name === 'quoted' ? result.current.step.failure : null;

// Generous timeouts: these run the whole bank in-process on shared, busy cores.
describe('useFxTrade against the mock bank', { timeout: 60_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('executes a quote once, even when Execute is pressed twice at once', async () => {
    await signInToMockBank();
    const before = await balances();
    const executions = watchExecutions();
    const { result } = renderTrade();
    const received = await quote(result);
    act(() => {
      result.current.executeQuote();
      result.current.executeQuote();
    });
    await waitFor(() => expect(result.current.step.name).toBe('executed'), SLOW);
    expect(executions).toHaveLength(1);
    const after = await balances();
    expect(minorOf(after.GBP, 'GBP') - minorOf(before.GBP, 'GBP')).toBe(
      -(100000n + minorOf(received.fee, 'GBP')),
    );
    expect(minorOf(after.EUR, 'EUR') - minorOf(before.EUR, 'EUR')).toBe(minorOf(received.buy_amount, 'EUR'));
  });

  it('follows a new bank account: its first two currencies, the typed amount kept', async () => {
    await signInToMockBank();
    const { result } = renderTrade();
    act(() => result.current.form.setValue('amount', '250'));
    expect(result.current.values.sellCurrency).toBe('GBP');
    act(() => result.current.chooseBankAccount('ba_northwind_treasury'));
    expect(result.current.values).toMatchObject({
      bankAccountRef: 'ba_northwind_treasury',
      sellCurrency: 'EUR',
      buyCurrency: 'CHF',
      amount: '250',
    });
    expect(result.current.currencyOptions.map((o) => o.value)).toEqual(['EUR', 'CHF', 'JPY']);
    expect(result.current.bankAccountOptions.map((o) => o.label)).toContain(
      'Treasury account (EUR, CHF, JPY)',
    );
  });

  it('treats the quote as expired on a jumped clock, sends nothing, and quotes again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await signInToMockBank();
    const executions = watchExecutions();
    const { result } = renderTrade();
    const first = await quote(result);
    // The machine "sleeps" 31 s: browser and bank clocks jump together, no timer fired meanwhile.
    vi.setSystemTime(Date.now() + 31_000);
    act(() => result.current.executeQuote());
    expect(result.current.expired).toBe(true);
    expect(result.current.step.name).toBe('quoted');
    expect(executions).toHaveLength(0);
    await act(() =>
      result.current.requestQuote(result.current.quoted?.values ?? result.current.form.getValues()),
    );
    await waitFor(() => expect(result.current.quoted?.quote.ref).not.toBe(first.ref), SLOW);
    expect(result.current.expired).toBe(false);
    expect(result.current.countdown.remainingMs).toBeGreaterThan(10_000);
  });

  it('replaces an expired quote by itself when asked to, while the screen is visible', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await signInToMockBank();
    const { result } = renderTrade();
    const first = await quote(result);
    act(() => result.current.setAutoRefresh(true));
    vi.setSystemTime(Date.now() + 31_000);
    await waitFor(() => expect(result.current.quoted?.quote.ref).not.toBe(first.ref), SLOW);
    expect(result.current.expired).toBe(false);
  });

  it('takes the bank refusing an expired quote as the quote being over, and offers a new one', async () => {
    await signInToMockBank();
    const { result } = renderTrade();
    await quote(result);
    bank.clock.advance(31_000); // only the bank's clock: the screen still counts down
    await execute(result);
    expect(failureOf(result)).toMatchObject({
      kind: 'expired',
      message: 'This quote has expired. Request a new quote.',
      needsNewQuote: true,
    });
    expect(result.current.quoted?.refused).toBe(true);
    expect(result.current.expired).toBe(true);
  });

  it('takes a quote executed already (409) as spent: its message, no second execution, then a new quote', async () => {
    await signInToMockBank();
    const { result } = renderTrade();
    const first = await quote(result, '300');
    const before = await balances();
    // The same quote executed first beside the screen (another tab), under another idempotency key.
    const trade = await executeThroughApi(first.ref);
    expect(trade.quote_ref).toBe(first.ref);

    await execute(result);
    expect(failureOf(result)).toMatchObject({
      message: 'This quote has already been executed.',
      needsNewQuote: true,
    });
    expect(result.current.expired).toBe(true);
    // Only the first execution moved money: sell amount plus fee out, buy amount in.
    const after = await balances();
    expect(minorOf(after.GBP, 'GBP') - minorOf(before.GBP, 'GBP')).toBe(
      -(minorOf(trade.sell_amount, 'GBP') + minorOf(trade.fee, 'GBP')),
    );
    expect(minorOf(after.EUR, 'EUR') - minorOf(before.EUR, 'EUR')).toBe(minorOf(trade.buy_amount, 'EUR'));

    await act(() =>
      result.current.requestQuote(result.current.quoted?.values ?? result.current.form.getValues()),
    );
    await waitFor(() => expect(result.current.quoted?.quote.ref).not.toBe(first.ref), SLOW);
    expect(result.current.expired).toBe(false);
    expect(failureOf(result)).toBeNull();
  });

  it('takes the window closing between quote and execution (422): its message, the cut-off asked again, trading closed', async () => {
    // Inside the window; the bank says when it closes today.
    bank.clock.set(nextWednesdayNoon());
    await signInToMockBank();
    const open = await cutoffCheck();
    expect(open.within_window).toBe(true);
    const closes = Date.parse(open.closes_at ?? '');
    // 25 s before the close (signed in again at that time): a quote made now, valid 30 s, outlives the window.
    bank.clock.set(closes - 25_000);
    await signInToMockBank();
    const { result } = renderTrade();
    await quote(result, '300');
    expect(result.current.tradingOpen).toBe(true);
    const before = await balances();

    // The bank's clock passes the close while the quote is still running on the screen.
    bank.clock.set(closes + 1_000);
    await execute(result);
    const closed = await cutoffCheck();
    expect(closed.within_window).toBe(false);
    const failure = failureOf(result);
    expect(failure?.kind).toBe('outside-cutoff');
    // The extracted message, as the bank wrote it, with the reopening time.
    expect(failure?.message).toMatch(/^FX trading is closed\. It reopens on \w+day 07:00 UK time \(/);
    expect(failure?.message).toContain(`(${closed.next_open_at})`);
    // The hook asked the cut-off check again and now says trading is closed.
    await waitFor(() => expect(result.current.tradingOpen).toBe(false), SLOW);
    expect(result.current.cutoffCheck?.next_open_at).toBe(closed.next_open_at);
    expect(await balances()).toEqual(before);
  });

  it('takes insufficient funds as the extracted message', async () => {
    await signInToMockBank();
    const { result } = renderTrade();
    await quote(result, '999999999');
    await execute(result);
    expect(failureOf(result)?.message).toMatch(
      /^With the fee of .* GBP, the total of .* exceeds the available balance of/,
    );
  });

  it('asks for no quote while trading is closed', async () => {
    const now = new Date(bank.clock.now());
    const saturday = Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() + ((6 - now.getUTCDay() + 7) % 7 || 7),
      12,
    );
    bank.clock.set(saturday);
    await signInToMockBank();
    const { result } = renderTrade();
    await waitFor(() => expect(result.current.tradingOpen).toBe(false), SLOW);
    act(() => result.current.form.setValue('amount', '100'));
    await act(() => result.current.requestQuote(result.current.form.getValues()));
    expect(result.current.step.name).toBe('editing');
    expect(result.current.quoting).toBe(false);
  });
});
