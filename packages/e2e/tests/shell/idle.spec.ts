import { resetMock, signIn, TEXTS } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('after 5 minutes idle the warning shows, and 10 seconds later the user is logged out', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await page.clock.fastForward(300_000);
  await expect(page.getByText(TEXTS.idleWarning)).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('activity after the idle warning dismisses it and keeps the session', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await page.clock.fastForward(300_000);
  await expect(page.getByText(TEXTS.idleWarning)).toBeVisible();
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await page.clock.runFor(1_000);
  await expect(page.getByText(TEXTS.idleWarning)).toBeHidden();
  await page.clock.runFor(15_000);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
