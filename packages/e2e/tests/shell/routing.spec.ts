import { fillLogin, resetMock, seenTexts, signIn, TEXTS, watchTexts } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule NAV-04 (docs/rules/routes.md)
test("a visitor of /app sees 'Redirecting to login...', lands on /login, and returns there after login", async ({
  page,
}) => {
  await watchTexts(page, [TEXTS.redirectingToLogin]);
  await page.goto('/app/recipients');
  await expect(page).toHaveURL(/\/login$/);
  expect(await seenTexts(page)).toContain(TEXTS.redirectingToLogin);
  await fillLogin(page);
  await expect(page).toHaveURL(/\/app\/recipients$/);
  await expect(page.getByRole('heading', { name: 'Recipients', level: 1 })).toBeVisible();
});

// rule NAV-07 (docs/rules/routes.md)
test('an off-site carried location is ignored after login', async ({ page }) => {
  await page.goto('/login');
  // What the router would carry if an attacker crafted it: React Router reads location.state from history.state.usr.
  await page.evaluate(() =>
    history.replaceState({ usr: { from: '//evil.test/app/dashboard' }, key: 'evil', idx: 0 }, '', '/login'),
  );
  await page.reload();
  await fillLogin(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/app\/dashboard$/);
});

// rule NAV-03 (docs/rules/routes.md)
test("a logged-in user on a public route sees 'Redirecting to dashboard...' and lands on the dashboard", async ({
  page,
}) => {
  await signIn(page, { keepSignedIn: true });
  await watchTexts(page, [TEXTS.redirectingToDashboard]);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect(await seenTexts(page)).toContain(TEXTS.redirectingToDashboard);
});

// rule NAV-02 (docs/rules/routes.md)
test('/ and /app send a logged-in user to the dashboard, replacing history', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/recipients');
  await expect(page.getByRole('heading', { name: 'Recipients', level: 1 })).toBeVisible();
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // With the redirect replacing /app, Back returns to the page before it, not to /app.
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/recipients$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/recipients$/);
});

// rule NAV-06 (docs/rules/routes.md)
test('any other path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

// rule UI-29 (docs/rules/layout-and-ui.md)
test('the frame at 1440x900: a short page fits the window, a long page has the sidebar and its border all the way down', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, { keepSignedIn: true });
  const documentHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  await page.goto('/app/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  expect(await documentHeight()).toBeLessThanOrEqual(900);

  await page.goto('/app/dashboard?tab=transactions&per_page=50');
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await expect.poll(documentHeight).toBeGreaterThan(1800);
  // The sidebar's column, which carries the border, is as tall as the whole page.
  const column = page.getByTestId('sidebar');
  await expect(column).toHaveCSS('border-inline-end-width', '1px');
  const height = await documentHeight();
  expect(Math.round((await column.boundingBox())?.height ?? 0)).toBe(height);
  // At the bottom of the page the menu is still in view (it sticks to the top).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeInViewport();
});

// rule NAV-08 (docs/rules/routes.md)
test('a screen whose chunk fails to load offers a reload', async ({ page }) => {
  await page.route(/\/assets\/recipients-screen-[^/]*\.js$/, (route) => route.abort());
  await signIn(page);
  await page.getByRole('link', { name: 'Recipients' }).click();
  await expect(page.getByText(/^Loading chunk recipients-screen-\S+ failed$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});
