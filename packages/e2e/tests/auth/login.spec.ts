import {
  AUTH_TEXTS,
  codeInput,
  collectConsole,
  expectNothingLeaked,
  GRACE,
  submitLogin,
  totpCode,
} from '../../fixtures/auth';
import { ADA, resetMock } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule SES-02 (docs/rules/session.md)
test('login succeeds, lands on the dashboard, and keeps the token out of storage and the console', async ({
  page,
}) => {
  const consoleMessages = collectConsole(page);
  let accessToken = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/auth/login') && response.ok())
      accessToken = ((await response.json()) as { data: { access_token: string } }).data.access_token;
  });
  await page.goto('/login');
  await submitLogin(page, ADA.email, ADA.password, { keepSignedIn: true });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(accessToken).not.toBe('');
  await expectNothingLeaked(page, [accessToken, ADA.password], consoleMessages);
});

// rule AUTH-04 (docs/rules/auth.md)
test('a wrong password is refused with the server’s text, a warning near the lock, then the lock with the wait', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, ADA.email, 'Wrong#Password1');
  await expect(page.getByText(AUTH_TEXTS.badCredentials)).toBeVisible();
  await expect(page.getByText(/attempts? left/)).toHaveCount(0);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  for (const left of [3, 2, 1]) {
    await signIn.click();
    if (left <= 2) {
      const text =
        left === 1
          ? 'Only 1 attempt left before sign-in is temporarily locked.'
          : 'Only 2 attempts left before sign-in is temporarily locked.';
      await expect(page.getByText(text)).toBeVisible();
    }
  }
  await signIn.click();
  await expect(page.getByText('No attempts left: sign-in is now temporarily locked.')).toBeVisible();
  // The sixth attempt, even with the right password, meets the lock.
  await page.locator('input[name="password"]').fill(ADA.password);
  await signIn.click();
  await expect(page.getByText(AUTH_TEXTS.locked)).toBeVisible();
  await expect(page.getByTestId('lockout-wait')).toHaveText(/^1[45]m \d{2}s$/);
  await expect(signIn).toBeDisabled();
  await expect(page).toHaveURL(/\/login$/);
});

// rule AUTH-08 (docs/rules/auth.md)
test('2FA login computes the TOTP code from the mock’s secret; a replayed code is refused', async ({
  page,
  context,
  request,
}) => {
  const consoleMessages = collectConsole(page);
  await page.goto('/login');
  await submitLogin(page, GRACE.email, GRACE.password);
  await expect(page).toHaveURL(/\/2fa-verification$/);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  const code = await totpCode(request, GRACE.secret);
  // Typing the sixth digit submits: no button press.
  await codeInput(page).pressSequentially(code);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expectNothingLeaked(page, [code, GRACE.secret], consoleMessages);

  // A new sign-in elsewhere with the same code: refused.
  await context.clearCookies();
  await page.goto('/login');
  await submitLogin(page, GRACE.email, GRACE.password);
  await expect(page).toHaveURL(/\/2fa-verification$/);
  await codeInput(page).fill(code);
  // One message, under the field; the refused code stays, focused and selected, for the next to replace.
  await expect(page.getByText(AUTH_TEXTS.invalidCode)).toHaveCount(1);
  await expect(codeInput(page)).toHaveAccessibleDescription(AUTH_TEXTS.invalidCode);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/2fa-verification$/);
  await expect(codeInput(page)).toHaveValue(code);
  await expect(codeInput(page)).toBeFocused();
  expect(
    await codeInput(page).evaluate(
      (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
    ),
  ).toBe(6);
  // The next period's code, as pasted with a space from an app, is cleaned and accepted.
  const next = await totpCode(request, GRACE.secret, 1);
  await codeInput(page).fill(`${next.slice(0, 3)} ${next.slice(3)}`);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('/2fa-verification without a pending challenge goes back to login', async ({ page }) => {
  await page.goto('/2fa-verification');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

// rule AUTH-07 (docs/rules/auth.md)
test('the carried location is honoured after a 2FA login, and the challenge never reaches the URL', async ({
  page,
  request,
}) => {
  await page.goto('/app/recipients');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, GRACE.email, GRACE.password);
  await expect(page).toHaveURL(/\/2fa-verification$/);
  expect(page.url()).not.toContain('chl_');
  await codeInput(page).fill(await totpCode(request, GRACE.secret));
  await expect(page).toHaveURL(/\/app\/recipients$/);
  await expect(page.getByRole('heading', { name: 'Recipients', level: 1 })).toBeVisible();
});

test('an off-site carried location is ignored after login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() =>
    history.replaceState({ usr: { from: '//evil.test/app/dashboard' }, key: 'evil', idx: 0 }, '', '/login'),
  );
  await page.reload();
  await submitLogin(page, ADA.email, ADA.password);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/app\/dashboard$/);
});
