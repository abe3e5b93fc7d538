import {
  appPathOf,
  collectConsole,
  expectNothingLeaked,
  INVITEE,
  latestMail,
  logOut,
  submitLogin,
} from '../../fixtures/auth';
import { resetMock } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

const PASSWORD = 'Harbour#Light7';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule AUTH-13 (docs/rules/auth.md)
test('invitation link from the outbox → password → signed in (2FA offered, skipped)', async ({
  page,
  request,
}) => {
  const consoleMessages = collectConsole(page);
  const mail = await latestMail(request, INVITEE);
  expect(mail.kind).toBe('invitation');
  await page.goto(appPathOf(mail.link));
  await expect(page).toHaveURL(/\/invitation$/);
  await expect(page.getByText('Ada Lovelace invited you to join Northwind Trading Ltd.')).toBeVisible();
  // The role as a label, with what it lets the new member do.
  await expect(page.getByTestId('invitation-role')).toContainText('Member');
  // What the role allows, worded from the bank's roles resource (rule ROLE-07).
  await expect(page.getByTestId('invitation-role')).toContainText(
    'Can view balances and transactions, export statements, manage recipients, make payments, cancel payments and trade foreign exchange.',
  );
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(INVITEE);
  // The name is asked, each field with its own error.
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(
    'Enter your first name.',
  );
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveAccessibleDescription(
    'Enter your last name.',
  );
  await page.getByRole('textbox', { name: /^First name/ }).fill('Imogen');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Hartley');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Colleagues see the new member by the name given, not a made-up one.
  await expect(page.getByText('Imogen Hartley').first()).toBeVisible();
  await expectNothingLeaked(page, [mail.token, PASSWORD], consoleMessages);

  // The password works for the next sign-in, and the link is spent.
  await logOut(page);
  await submitLogin(page, INVITEE, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await logOut(page);
  await page.goto(appPathOf(mail.link));
  await expect(
    page.getByText('This invitation has expired or was already used. Ask for a new one.'),
  ).toBeVisible();
});

// rule AUTH-13 (docs/rules/auth.md)
test('an unknown invitation says so', async ({ page }) => {
  await page.goto('/invitation?token=inv_unknownunknown0000');
  await expect(page.getByText('This invitation does not exist.')).toBeVisible();
  await expect(page).toHaveURL(/\/invitation$/);
});

// rule AUTH-13 (docs/rules/auth.md)
test('an expired invitation says so', async ({ page, request }) => {
  await page.goto(appPathOf((await latestMail(request, 'late@northwind.test')).link));
  await expect(
    page.getByText('This invitation has expired or was already used. Ask for a new one.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/invitation$/);
});
