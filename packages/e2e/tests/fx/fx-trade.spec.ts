import type { Request } from '@playwright/test';
import { GRACE } from '../../fixtures/auth';
import { balanceRow, groupThousands } from '../../fixtures/dashboard';
import {
  bankSession,
  expectFeeShown,
  expectMovedByQuote,
  FX_TEXTS,
  nextSaturdayNoon,
  openFxScreen,
  quotePanel,
  requestQuote,
  shown,
  signInAsGrace,
  takeQuote,
  totalDebited,
  waitForQuoteAnswer,
} from '../../fixtures/fx';
import { fromMinor, minor } from '../../fixtures/money';
import { mockTotpCode, moveMockClock, resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

// Dates on screen are in the browser's zone: pin it so the reopening time reads as London time.
test.use({ timezoneId: 'Europe/London' });

// Journeys sign in, trade and run axe on two shared cores: give them room.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

const isExecute = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/fx/execute-quote');

// rule FX-03 (docs/rules/fx.md)
test('quote then execute: both balances move by exactly the quote and its fee, as the dashboard and its transactions show', async ({
  page,
}) => {
  const bank = await bankSession();
  const before = await bank.balances();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await openFxScreen(page);
  const quote = await requestQuote(page, '1234.56');
  const panel = quotePanel(page);
  expect(quote).toMatchObject({ sell_currency: 'GBP', buy_currency: 'EUR', sell_amount: '1234.56' });
  // While the countdown runs, the quote and its button are in view without scrolling (1440×900).
  await expect(panel.getByRole('button', { name: FX_TEXTS.execute })).toBeInViewport({ ratio: 1 });
  // The rate as people read it (the bank's exact rate has 8 decimals), and its markup against mid.
  await expect(panel.getByTestId('quote-rate')).toHaveText(/^1 GBP = \d\.\d{4} EUR$/);
  await expect(panel.getByTestId('quote-markup')).toHaveText(
    /^0\.[34]\d% below the mid-market rate of \d\.\d{4}$/,
  );
  await expect(panel.getByTestId('quote-you-sell')).toHaveText(shown(quote.sell_amount, 'GBP'));
  await expect(panel.getByTestId('quote-you-buy')).toHaveText(shown(quote.buy_amount, 'EUR'));
  await expectFeeShown(page, quote);
  // A real fee: the contract documents one, and the mock charges it (not zero).
  expect(minor(quote.fee)).toBeGreaterThan(0n);
  await expect(panel.getByRole('timer')).toHaveText(/Expires in 0m [12]\ds/);

  const executed = page.waitForResponse((response) => isExecute(response.request()));
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  const trade = ((await (await executed).json()) as { data: { ref: string; fee: string } }).data;
  expect(trade.fee).toBe(quote.fee);
  await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();
  await expect(page.getByTestId('trade-fee')).toHaveText(shown(quote.fee, 'GBP'));
  await expect(page.getByTestId('trade-total-debited')).toHaveText(
    shown(fromMinor(totalDebited(quote)), 'GBP'),
  );

  const after = await bank.balances();
  expectMovedByQuote(before, after, quote);
  // The trade is in the account's transactions: its two legs and its fee, each with its status.
  const booked = await bank.fxTransactions(trade.ref);
  expect(booked.map((t) => [t.type, t.currency, t.direction, t.amount, t.status]).sort()).toEqual([
    ['fee', 'GBP', 'debit', quote.fee, 'completed'],
    ['fx_trade', 'EUR', 'credit', quote.buy_amount, 'completed'],
    ['fx_trade', 'GBP', 'debit', quote.sell_amount, 'completed'],
  ]);

  // The balances the dashboard shows after the trade are the bank's, to the cent.
  const bankRows = await bank.balanceRows();
  await page.getByRole('link', { name: FX_TEXTS.balancesLink }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  for (const balance of bankRows) {
    const row = balanceRow(page, 'Operating account', balance.currency);
    await expect(row.getByTestId('current')).toHaveText(groupThousands(balance.current));
    await expect(row.getByTestId('available')).toHaveText(groupThousands(balance.available));
    await expect(row.getByTestId('pending')).toHaveText(groupThousands(balance.pending));
  }
  expect(bankRows.find((b) => b.currency === 'GBP')?.current).toBe(after.GBP);
  expect(bankRows.find((b) => b.currency === 'EUR')?.current).toBe(after.EUR);

  // The dashboard's transactions view lists the trade's rows with their status (at 1440, every column shown).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('link', { name: 'View all transactions' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\?tab=transactions$/);
  const table = page.getByRole('table', { name: 'Transactions' });
  for (const t of booked) {
    const sign = t.direction === 'credit' ? '+' : '-';
    const row = table
      .locator('tbody tr')
      .filter({ hasText: t.description })
      .filter({ hasText: `${sign}${shown(t.amount, t.currency)}` });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText(t.description);
    await expect(cells.nth(2)).toHaveText(t.type === 'fee' ? 'Fee' : 'FX trade');
    await expect(cells.nth(4)).toHaveText(`${sign}${shown(t.amount, t.currency)}`);
    await expect(cells.nth(5)).toHaveText(shown(t.balance_after, t.currency));
    await expect(cells.nth(6)).toHaveText('completed');
  }
  // The last rows of the trade end on the balances the bank holds now.
  const last = (currency: string) =>
    booked
      .filter((t) => t.currency === currency)
      .find((t) => t.type === (currency === 'GBP' ? 'fee' : 'fx_trade'));
  expect(last('GBP')?.balance_after).toBe(after.GBP);
  expect(last('EUR')?.balance_after).toBe(after.EUR);
});

// rules FX-05, FX-10 and FX-11 (docs/rules/fx.md)
test('a double click executes one trade, which the FX history lists first with its rate, mid rate and fee', async ({
  page,
}) => {
  const bank = await bankSession();
  const before = await bank.balances();
  const tradesBefore = await bank.fxTradeRefs();
  await signIn(page);
  await openFxScreen(page);
  const quote = await requestQuote(page, '500');
  await expectFeeShown(page, quote);
  const executions: Request[] = [];
  page.on('request', (request) => {
    if (isExecute(request)) executions.push(request);
  });
  await quotePanel(page).getByRole('button', { name: FX_TEXTS.execute }).dblclick();
  await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();

  expect(executions).toHaveLength(1);
  const after = await bank.balances();
  expectMovedByQuote(before, after, quote);
  const newTrades = [...(await bank.fxTradeRefs())].filter((ref) => !tradesBefore.has(ref));
  expect(newTrades).toHaveLength(1);

  // The history lists the trade first (newest first), with the rate it was executed at and its fee.
  // At 1440 every column of the history shows (a narrower window leaves out the fee, then the mid rate).
  await page.setViewportSize({ width: 1440, height: 900 });
  const rate = (await page.getByTestId('trade-rate').textContent()) ?? '';
  const shownRate = rate.replace(/^1 GBP = ([\d.]+) EUR$/, '$1');
  expect(shownRate).toMatch(/^\d\.\d{4}$/);
  await page.getByRole('link', { name: FX_TEXTS.historyLink }).click();
  await expect(page).toHaveURL(/\/app\/fx-trades$/);
  await expect(page.getByRole('heading', { name: 'FX history', level: 1 })).toBeVisible();
  const first = page.getByRole('table', { name: 'FX trades' }).locator('tbody tr').first();
  const cells = first.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('GBP → EUR');
  await expect(cells.nth(2)).toHaveText(shown(quote.sell_amount, 'GBP'));
  await expect(cells.nth(3)).toHaveText(shown(quote.buy_amount, 'EUR'));
  await expect(cells.nth(4)).toHaveText(shownRate);
  await expect(cells.nth(6)).toHaveText(shown(quote.fee, 'GBP'));
  await expect(cells.nth(7)).toHaveText('Ada Lovelace');
  await expect(cells.nth(8)).toHaveText('completed');

  // Its detail: the rate against the bank's mid rate at execution, the fee and the total, who traded.
  await first.getByRole('link', { name: `View trade ${newTrades[0]}, GBP → EUR` }).click();
  await expect(page.getByRole('heading', { name: 'FX trade GBP → EUR', level: 1 })).toBeVisible();
  const detail = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(page.locator('[data-reference]').first()).toContainText(newTrades[0] ?? '');
  await expect(detail('Rate')).toHaveText(rate);
  await expect(detail('Mid rate at execution')).toHaveText(/^1 GBP = \d\.\d{4} EUR$/);
  await expect(detail('Against mid')).toHaveText(/^0\.[34]\d% below the mid-market rate of \d\.\d{4}$/);
  await expect(detail('Fee')).toHaveText(shown(quote.fee, 'GBP'));
  await expect(detail('Total debited')).toHaveText(shown(fromMinor(totalDebited(quote)), 'GBP'));
  await expect(detail('Traded by')).toHaveText('Ada Lovelace (Owner)');
});

// rule FX-02 (docs/rules/fx.md)
test('a quote left to expire (browser clock) cannot be executed; a new one can', async ({ page }) => {
  await page.clock.install();
  const bank = await bankSession();
  const before = await bank.balances();
  await signIn(page);
  await openFxScreen(page);
  await requestQuote(page, '100');
  const panel = quotePanel(page);
  await expect(panel.getByRole('button', { name: FX_TEXTS.execute })).toBeEnabled();

  // 31 s pass in the browser (as if the tab slept): the countdown is over, execution is gone.
  await page.clock.fastForward(31_000);
  await expect(panel.getByRole('timer')).toHaveText('Expired');
  await expect(panel.getByRole('button', { name: FX_TEXTS.execute })).toHaveCount(0);

  const answer = waitForQuoteAnswer(page);
  await panel.getByRole('button', { name: FX_TEXTS.newQuote }).click();
  const fresh = await takeQuote(page, answer);
  await expect(panel.getByRole('timer')).toHaveText(/Expires in 0m [12]\ds/);
  await expectFeeShown(page, fresh);
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();
  // Only the new quote moved money: its sell amount and fee out, its buy amount in.
  expectMovedByQuote(before, await bank.balances(), fresh);
});

test('a quote expired at the bank (mock clock +31 s) is refused with its message; a new one executes', async ({
  page,
  request,
}) => {
  const bank = await bankSession();
  const before = await bank.balances();
  await signIn(page);
  await openFxScreen(page);
  await requestQuote(page, '100');
  const panel = quotePanel(page);
  await moveMockClock(request, { advance_ms: 31_000 });
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  await expect(panel.getByText(FX_TEXTS.expiredByBank)).toBeVisible();
  await expect(panel.getByRole('button', { name: FX_TEXTS.execute })).toHaveCount(0);
  expect(await bank.balances()).toEqual(before);

  const answer = waitForQuoteAnswer(page);
  await panel.getByRole('button', { name: FX_TEXTS.newQuote }).click();
  const fresh = await takeQuote(page, answer);
  await expectFeeShown(page, fresh);
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();
  expectMovedByQuote(before, await bank.balances(), fresh);
});

// rule FX-06 (docs/rules/fx.md)
test('outside the cut-off window (mock clock moved) the screen refuses with the reopening time', async ({
  page,
  request,
}) => {
  // Moved before signing in: a jump of days would outlive the session.
  await moveMockClock(request, { set: await nextSaturdayNoon(request) });
  await signIn(page);
  const checked = page.waitForResponse((r) => r.url().includes('/fx/check-cuttoff-time'));
  await openFxScreen(page);
  const check = ((await (await checked).json()) as { data: { within_window: boolean; next_open_at: string } })
    .data;
  expect(check.within_window).toBe(false);
  const reopens = new Date(check.next_open_at);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(reopens)
      .map((part) => [part.type, part.value]),
  );
  const alert = page.getByRole('alert').filter({ hasText: FX_TEXTS.closed });
  await expect(alert).toContainText(`Trading reopens on ${parts.day} ${parts.month}, ${parts.year} - 07:00.`);
  expect(`${parts.hour}:${parts.minute}`).toBe('07:00');
  await expect(alert).toContainText('Monday to Friday, 07:00–16:30 (Europe/London time)');
  await expect(page.getByRole('button', { name: FX_TEXTS.getQuote })).toBeDisabled();
  await expect(page.getByRole('button', { name: FX_TEXTS.execute })).toHaveCount(0);
});

// rule FX-07 (docs/rules/fx.md)
test('a 2FA user confirms the trade with a TOTP code bound to the quote', async ({ page, request }) => {
  const bank = await bankSession();
  const before = await bank.balances();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsGrace(page, request);
  await openFxScreen(page);
  const quote = await requestQuote(page, '75.25');
  expect(quote.requires_two_factor).toBe(true);
  await expectFeeShown(page, quote);
  const panel = quotePanel(page);
  const code = panel.getByRole('textbox', { name: /^Authentication code/ });
  // With the code field too, the button stays in view at 1440×900.
  await expect(panel.getByRole('button', { name: FX_TEXTS.execute })).toBeInViewport({ ratio: 1 });
  await code.fill('000000');
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  // The login used the current code (a code is accepted once): take the next one.
  await code.fill(await mockTotpCode(request, GRACE.email, 1));
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();
  expectMovedByQuote(before, await bank.balances(), quote);
});
