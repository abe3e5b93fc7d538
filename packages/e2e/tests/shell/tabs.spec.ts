import type { Page } from '@playwright/test';
import {
  collectApiStatuses,
  countRefreshCalls,
  expireSessions,
  organizationSelect,
  resetMock,
  signIn,
  TEXTS,
  trackInFlight,
  waitForQuiet,
} from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

/** Changes the organization account at once (no actionability waits), so both tabs fire together. */
function switchAccount(page: Page, ref: string): Promise<void> {
  return organizationSelect(page).evaluate((select, value) => {
    if (!(select instanceof HTMLSelectElement)) throw new Error('not a select');
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, ref);
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule SES-12 (docs/rules/session.md)
test('two tabs expired at once both stay signed in after exactly one refresh', async ({
  context,
  request,
}) => {
  const first = await context.newPage();
  await signIn(first, { keepSignedIn: true });
  const second = await context.newPage();
  await second.goto('/app/dashboard');
  await expect(second.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const inFlight = trackInFlight(context);
  await expect(first.getByText(/\d+ payments$/).first()).toBeVisible();
  await expect(second.getByText(/\d+ payments$/).first()).toBeVisible();
  await waitForQuiet(inFlight);

  const refreshes = countRefreshCalls(context);
  const firstAnswers = collectApiStatuses(first);
  const secondAnswers = collectApiStatuses(second);
  await expireSessions(request);
  // Slow the refresh a little, so that both tabs are surely refused before any new token exists.
  for (const page of [first, second]) {
    await page.route('**/api/v1/auth/refresh', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
  }
  await Promise.all([switchAccount(first, 'org_acme'), switchAccount(second, 'org_acme')]);
  for (const page of [first, second]) {
    await expect(page.getByRole('heading', { name: 'Hauptkonto' })).toBeVisible();
    await expect(page.getByText(/\d+ payments$/).first()).toBeVisible();
  }
  await waitForQuiet(inFlight);
  expect(refreshes.count).toBe(1);
  // Both tabs really were expired: each had calls refused before the shared refresh.
  expect(firstAnswers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0);
  expect(secondAnswers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0);
  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByText(TEXTS.sessionExpired)).toHaveCount(0);
  }

  // Both tabs keep working with the handed-over token.
  await first.getByRole('link', { name: 'Recipients' }).click();
  await second.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(first.getByRole('heading', { name: 'Recipients', level: 1 })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(refreshes.count).toBe(1);
});

// rule SES-12 (docs/rules/session.md)
test('logging out in one tab logs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, { keepSignedIn: true });
  const second = await context.newPage();
  await second.goto('/app/dashboard');
  await expect(second.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await first.getByRole('button', { name: 'Log out' }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
});
