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

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule SES-11 (docs/rules/session.md)
test('an expired session whose refresh fails toasts once and sends the user to login', async ({
  page,
  context,
  request,
}) => {
  const inFlight = trackInFlight(page);
  await signIn(page);
  // Expire only once the dashboard's own calls are answered, so the switch below is what meets the 401.
  await waitForQuiet(inFlight);
  await context.clearCookies({ name: 'portal_refresh' });
  await expireSessions(request);
  await organizationSelect(page).selectOption({ label: 'Acme Exports GmbH' });
  await expect(page.getByText(TEXTS.sessionExpired)).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  // Once every call of the expired session has settled, still exactly one toast (and it stays up 5 s).
  await waitForQuiet(inFlight);
  await expect(page.getByText(TEXTS.sessionExpired)).toHaveCount(1);
});

// rule SES-04 (docs/rules/session.md)
test('a kept session that cannot be restored on a protected page toasts the expiry', async ({
  page,
  context,
}) => {
  await signIn(page, { keepSignedIn: true });
  await context.clearCookies({ name: 'portal_refresh' });
  await page.goto('/app/payments');
  await expect(page.getByText(TEXTS.sessionExpired)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

// rule SES-03 (docs/rules/session.md)
test('a kept session is restored after a reload', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

// rule SES-13 (docs/rules/session.md)
test("logging out shows the blocking 'Logging out...' overlay, then login", async ({ page }) => {
  await signIn(page);
  await page.route('**/api/v1/auth/logout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Log out' }).click();
  const overlay = page.getByTestId('loading-screen').filter({ hasText: TEXTS.loggingOut });
  await expect(overlay).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(overlay).toHaveCount(0);
});

// rule SES-10 (docs/rules/session.md)
test('parallel queries after the sessions expire make exactly one refresh call', async ({
  page,
  request,
}) => {
  const inFlight = trackInFlight(page);
  await signIn(page);
  await expect(page.getByText(/\d+ payments$/).first()).toBeVisible();
  await waitForQuiet(inFlight);
  const refreshes = countRefreshCalls(page);
  const answers = collectApiStatuses(page);
  await expireSessions(request);
  await organizationSelect(page).selectOption({ label: 'Acme Exports GmbH' });
  await expect(page.getByText('Acme Exports GmbH', { exact: true }).last()).toBeVisible();
  await expect
    .poll(() => answers.filter((answer) => answer.status === 401).length)
    .toBeGreaterThanOrEqual(10);
  // The refresh starts after the 401s are read; wait for it, then for every retried call, and count again.
  await expect.poll(() => refreshes.count).toBe(1);
  await waitForQuiet(inFlight);
  expect(refreshes.count).toBe(1);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText(TEXTS.sessionExpired)).toHaveCount(0);
});
