import { logOut, NEW_USER, submitLogin } from '../../fixtures/auth';
import { resetMock } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

const PASSWORD = 'Harbour#Light7';
const SET_PASSWORD_URL = /\/app\/set-password\?email=new%40northwind\.test&type=first-time-login$/;

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule AUTH-12 (docs/rules/auth.md)
test('a first-time user is forced through set-password, then never again', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, NEW_USER.email, NEW_USER.password);
  await expect(page).toHaveURL(SET_PASSWORD_URL);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  // Any other page of the app sends the user back here first.
  await page.goto('/app/payments');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, NEW_USER.email, NEW_USER.password);
  await expect(page).toHaveURL(SET_PASSWORD_URL);

  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.getByRole('link', { name: 'Payments' }).first().click();
  await expect(page).toHaveURL(/\/app\/payments$/);

  // Logged out on /app/payments, the next sign-in starts on the dashboard (rule SES-20): not on set-password.
  await logOut(page);
  await submitLogin(page, NEW_USER.email, PASSWORD, { keepSignedIn: true });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Even the set-password address itself now leads on to the dashboard (after a reload, too).
  await page.goto('/app/set-password?email=new%40northwind.test&type=first-time-login');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
