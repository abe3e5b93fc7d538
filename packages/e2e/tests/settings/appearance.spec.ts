import type { Page } from '@playwright/test';
import { fillLogin, resetMock } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

const pageMode = (page: Page) =>
  page.evaluate(() => ['light', 'dark'].filter((mode) => document.documentElement.classList.contains(mode)));

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rules UI-31 and PRF-07 (docs/rules/)
test('dark from the sign-in page is kept for the user: before paint on reload, in another tab, on another device', async ({
  page,
  context,
  browser,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  expect(await pageMode(page)).toEqual(['light']);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  expect(await pageMode(page)).toEqual(['dark']);

  // Signed in, the choice made before there was a user is saved for Ada.
  await fillLogin(page, { keepSignedIn: true });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  const appearance = page.getByRole('region', { name: 'Language and appearance' });
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();

  // Before any of the app's code runs, the page is already dark: no flash of light on load.
  const withoutApp = await context.newPage();
  await withoutApp.route('**/assets/**', (route) => route.abort());
  await withoutApp.goto('/app/settings');
  expect(await pageMode(withoutApp)).toEqual(['dark']);
  await withoutApp.close();

  // Another tab follows a change at once.
  const otherTab = await context.newPage();
  await otherTab.goto('/app/settings');
  await expect(otherTab.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await pageMode(otherTab)).toEqual(['dark']);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect.poll(() => pageMode(otherTab)).toEqual(['light']);
  await appearance.getByText('Dark').click();
  await expect.poll(() => pageMode(otherTab)).toEqual(['dark']);

  // Another device, set to light, signs Ada in and is dark.
  const device = await browser.newContext({ colorScheme: 'light', baseURL: test.info().project.use.baseURL });
  const elsewhere = await device.newPage();
  await elsewhere.goto('/login');
  expect(await pageMode(elsewhere)).toEqual(['light']);
  await fillLogin(elsewhere);
  await expect(elsewhere).toHaveURL(/\/app\/dashboard$/);
  await expect.poll(() => pageMode(elsewhere)).toEqual(['dark']);
  await device.close();
});
