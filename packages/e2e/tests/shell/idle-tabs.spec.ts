import type { BrowserContext, Page } from '@playwright/test';
import {
  countApiCalls,
  idleTimersRunning,
  resetMock,
  signIn,
  TEXTS,
  trackInFlight,
  waitForQuiet,
  watchIdleTimers,
} from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

/**
 * Two tabs of one browser context, both signed in and both watching for idleness, with Playwright's clock
 * installed before either app loads. The clock belongs to the context (`page.clock` is `context.clock`): one
 * fastForward moves both tabs.
 */
async function twoSignedInTabs(context: BrowserContext): Promise<[Page, Page]> {
  await context.clock.install();
  await watchIdleTimers(context);
  const first = await context.newPage();
  await signIn(first, { keepSignedIn: true });
  const second = await context.newPage();
  await second.goto('/app/dashboard');
  await expect(second.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The first tab heard both timers start (the second tab's page was not there for the first's).
  await idleTimersRunning(first, 2);
  return [first, second];
}

/**
 * `fastForward` jumps the clock and fires each due timer once, like a laptop lid opened again; timers set
 * meanwhile (such as the 100 ms answer window of the tabs' leader election) run on real time afterwards, so
 * the tabs keep talking to each other as they would.
 */
async function idleFor(context: BrowserContext, ms: number): Promise<void> {
  await context.clock.fastForward(ms);
}

/** Two signed-in tabs left idle for the 5 minutes of rule SES-16: both show the warning. Logout calls counted from then. */
async function idleUntilBothWarn(context: BrowserContext) {
  const [first, second] = await twoSignedInTabs(context);
  const inFlight = trackInFlight(context);
  await waitForQuiet(inFlight);
  const logouts = countApiCalls(context, 'POST', '/auth/logout');
  await idleFor(context, 300_000);
  await expect(first.getByText(TEXTS.idleWarning)).toBeVisible();
  await expect(second.getByText(TEXTS.idleWarning)).toBeVisible();
  return { first, second, inFlight, logouts };
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule SES-17 (docs/rules/session.md)
test('idle in two tabs: both warn, exactly one logout call, both end on the login page', async ({
  context,
}) => {
  const { first, second, inFlight, logouts } = await idleUntilBothWarn(context);

  // Ten seconds later in both tabs: one of them (the elected leader) logs out, the other follows its broadcast.
  await idleFor(context, 10_000);
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
  await expect(first.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Both tabs are signed out now, so no idle timer runs any more: the count is final once all answers are in.
  await waitForQuiet(inFlight);
  expect(logouts.count).toBe(1);
  for (const page of [first, second]) {
    await expect(page.getByText('Logout failed. Please try again.')).toHaveCount(0);
    await expect(page.getByText(TEXTS.sessionExpired)).toHaveCount(0);
  }
});

// rule SES-17 (docs/rules/session.md)
test('activity in one tab after the idle warning keeps both tabs signed in', async ({ context }) => {
  const { first, second, inFlight, logouts } = await idleUntilBothWarn(context);

  // The user comes back in the second tab only.
  await second.mouse.move(200, 300);
  await second.mouse.move(240, 320);
  await expect(second.getByText(TEXTS.idleWarning)).toBeHidden();
  await expect(first.getByText(TEXTS.idleWarning)).toBeHidden();

  // Well past the 10 s logout delay in both tabs: nobody is logged out.
  await idleFor(context, 15_000);
  await waitForQuiet(inFlight);
  expect(logouts.count).toBe(0);
  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  }
});
