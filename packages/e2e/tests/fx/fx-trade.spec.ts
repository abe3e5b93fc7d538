import type { Request } from '@playwright/test';
import { GRACE } from '../../fixtures/auth';
import {
  bankSession,
  FX_TEXTS,
  minor,
  nextSaturdayNoon,
  openFxScreen,
  quotePanel,
  requestQuote,
  signInAsGrace,
  takeQuote,
  waitForQuoteAnswer,
} from '../../fixtures/fx';
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

test('quote then execute: both balances move by exactly the quoted amounts', async ({ page }) => {
  const bank = await bankSession();
  const before = await bank.balances();
  await signIn(page);
  await openFxScreen(page);
  const quote = await requestQuote(page, '1234.56');
  const panel = quotePanel(page);
  expect(quote).toMatchObject({ sell_currency: 'GBP', buy_currency: 'EUR', sell_amount: '1234.56' });
  await expect(panel.getByTestId('quote-you-buy')).toHaveText(
    `${quote.buy_amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} EUR`,
  );
  await expect(panel.getByRole('timer')).toHaveText(/Expires in 0m [12]\ds/);

  const executed = page.waitForResponse((response) => isExecute(response.request()));
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  const trade = ((await (await executed).json()) as { data: { ref: string } }).data;
  await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();

  const after = await bank.balances();
  expect(minor(after.GBP ?? '') - minor(before.GBP ?? '')).toBe(
    -(minor(quote.sell_amount) + minor(quote.fee)),
  );
  expect(minor(after.EUR ?? '') - minor(before.EUR ?? '')).toBe(minor(quote.buy_amount));
  // The trade is in the account's transactions, one debit and one credit, with their status.
  const booked = await bank.fxTransactions(trade.ref);
  expect(booked.map((t) => [t.currency, t.direction, t.amount, t.status]).sort()).toEqual([
    ['EUR', 'credit', quote.buy_amount, 'completed'],
    ['GBP', 'debit', quote.sell_amount, 'completed'],
  ]);

  await page.getByRole('link', { name: FX_TEXTS.balancesLink }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('a double click executes one trade', async ({ page }) => {
  const bank = await bankSession();
  const before = await bank.balances();
  const tradesBefore = await bank.fxTradeRefs();
  await signIn(page);
  await openFxScreen(page);
  const quote = await requestQuote(page, '500');
  const executions: Request[] = [];
  page.on('request', (request) => {
    if (isExecute(request)) executions.push(request);
  });
  await quotePanel(page).getByRole('button', { name: FX_TEXTS.execute }).dblclick();
  await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();

  expect(executions).toHaveLength(1);
  const after = await bank.balances();
  expect(minor(after.GBP ?? '') - minor(before.GBP ?? '')).toBe(-minor(quote.sell_amount));
  expect(minor(after.EUR ?? '') - minor(before.EUR ?? '')).toBe(minor(quote.buy_amount));
  const newTrades = [...(await bank.fxTradeRefs())].filter((ref) => !tradesBefore.has(ref));
  expect(newTrades).toHaveLength(1);
});

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
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();
  const after = await bank.balances();
  expect(minor(after.EUR ?? '') - minor(before.EUR ?? '')).toBe(minor(fresh.buy_amount));
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
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();
  const after = await bank.balances();
  expect(minor(after.GBP ?? '') - minor(before.GBP ?? '')).toBe(-minor(fresh.sell_amount));
});

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

test('a 2FA user confirms the trade with a TOTP code bound to the quote', async ({ page, request }) => {
  const bank = await bankSession();
  const before = await bank.balances();
  await signInAsGrace(page, request);
  await openFxScreen(page);
  const quote = await requestQuote(page, '75.25');
  expect(quote.requires_two_factor).toBe(true);
  const panel = quotePanel(page);
  const code = panel.getByRole('textbox', { name: /^Authentication code/ });
  await code.fill('000000');
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  // The login used the current code (a code is accepted once): take the next one.
  await code.fill(await mockTotpCode(request, GRACE.email, 1));
  await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
  await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();
  const after = await bank.balances();
  expect(minor(after.GBP ?? '') - minor(before.GBP ?? '')).toBe(-minor(quote.sell_amount));
  expect(minor(after.EUR ?? '') - minor(before.EUR ?? '')).toBe(minor(quote.buy_amount));
});
