import type { Browser, Page } from '@playwright/test';
import { appPathOf, latestMail, submitLogin } from '../../fixtures/auth';
import { BankApi, OPS, OPS_PATH } from '../../fixtures/bank-api';
import { pickOption } from '../../fixtures/payments';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 90_000 });

const MO = { email: 'mo@northwind.test', password: 'Northwind#2026' } as const;
const VIEWER_PAYMENT_REASON = "Your role (Viewer) can't make payments. Ask an owner or admin.";

// Every journey here changes the team: each starts from the seed and the last leaves the seed behind, so the
// journeys after these still find mo@ a member and lin@ a viewer.
test.beforeEach(async ({ request }) => {
  await resetMock(request);
});
test.afterAll(async ({ request }) => {
  await resetMock(request);
});

const LIN = { email: 'lin@northwind.test', password: 'Northwind#2026' } as const;

/** Ada (or `who`) on the Team screen, reached through the menu. */
async function openTeam(page: Page, who?: { email: string; password: string }) {
  if (who) {
    await page.goto('/login');
    await submitLogin(page, who.email, who.password, { keepSignedIn: true });
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  } else {
    await signIn(page, { keepSignedIn: true });
  }
  await page.getByRole('navigation').getByRole('link', { name: 'Team' }).first().click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  return page.getByRole('table', { name: 'Members' });
}

/** A second person in their own browser window, signed in from /login. */
async function signInElsewhere(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, email, password, { keepSignedIn: true });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  return { context, page };
}

// rules TEAM-25, TEAM-26 and ROLE-04 (docs/rules/)
test('the owner invites a viewer, who joins with a name, sees read-only screens and is refused a payment by the bank', async ({
  page,
  request,
  browser,
}) => {
  const email = 'vera.vale@northwind.test';
  const password = 'Harbour#Light7';
  await openTeam(page);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Vera');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Vale');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await pickOption(page, /^Role/, 'Viewer');
  // What the role allows, from the bank's matrix, before it is given.
  await expect(dialog.getByTestId('role-summary')).toContainText('Viewer:');
  await expect(dialog.getByTestId('role-summary')).not.toContainText('make payments');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const invitations = page.getByRole('table', { name: 'Pending invitations' });
  const row = invitations.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Vera Vale');
  await expect(row).toContainText('Viewer');
  // Seven days on the bank's clock, which the journeys set apart from the browser's: the wording, not the count
  // (member-model.test counts the days).
  await expect(row).toContainText(/Expires in [1-7] days?/);

  // The invitee opens the emailed link in their own browser and joins under the name Ada gave.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(appPathOf((await latestMail(request, email)).link));
  await expect(invitee.getByTestId('invitation-role')).toContainText('Viewer');
  await expect(invitee.getByRole('textbox', { name: /^First name/ })).toHaveValue('Vera');
  await invitee.locator('input[name="password"]').fill(password);
  await invitee.locator('input[name="password_confirmation"]').fill(password);
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await invitee.getByRole('button', { name: 'Skip for now' }).click();
  await expect(invitee).toHaveURL(/\/app\/dashboard$/);

  // Read-only: New payment is there, disabled with the reason; the payment screen says so instead of a form.
  const newPayment = invitee
    .getByRole('group', { name: 'Quick actions' })
    .getByRole('button', { name: 'New payment' });
  await expect(newPayment).toHaveAttribute('aria-disabled', 'true');
  await expect(newPayment).toHaveAccessibleDescription(VIEWER_PAYMENT_REASON);
  // A typed address reloads the app: the new password signs in and lands where they were going.
  await invitee.goto('/app/new-payment/recipient');
  await submitLogin(invitee, email, password);
  await expect(invitee).toHaveURL(/\/app\/new-payment\/recipient$/);
  await expect(invitee.getByTestId('permission-notice')).toContainText(VIEWER_PAYMENT_REASON);
  await invitee.context().close();

  // The bank refuses it too: the invitee's own token, straight at the API.
  const api = await BankApi.signIn({ email, password });
  const recipients = await api.getPage<{ ref: string }>(`/accounts/${OPS.account}/recipients?per_page=10`);
  const refusal = await api.postAnswer(
    `${OPS_PATH}/payments`,
    {
      recipient_ref: recipients.data[0]?.ref,
      amount: '10.00',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: 'Try',
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  await api.dispose();
  expect(refusal.status).toBe(403);
  expect(refusal.body).toMatchObject({
    code: 'forbidden',
    message: 'Your role (Viewer) cannot make payments.',
  });

  // Joined: a member of the team now, no longer an open invitation.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('Vera Vale');
  await expect(page.getByTestId('no-invitations').or(invitations)).not.toContainText(email);
});

// rules TEAM-23, TEAM-24, ROLE-10 and ROLE-11 (docs/rules/)
test("an admin's role change applies at once in the member's open tab, and a removal takes their access on the next request", async ({
  page,
  browser,
}) => {
  // Mo has the scheduled payments open, with Cancel on each.
  const mo = await signInElsewhere(browser, MO.email, MO.password);
  await mo.page.goto(`/app/payments?bank_account=${OPS.bankAccount}&status=scheduled`);
  const moPayments = mo.page.getByRole('table', { name: /^Payments from/ });
  const cancel = moPayments.getByRole('button', { name: /^Cancel payment / }).first();
  await expect(cancel).not.toHaveAttribute('aria-disabled');

  // The owner has made Lin an admin; Lin makes Mo a viewer.
  const owner = await BankApi.signIn();
  await owner.patch(`/accounts/${OPS.account}/members/usr_lin`, { role: 'admin' });
  await owner.dispose();
  const members = await openTeam(page, LIN);
  await members.getByRole('button', { name: 'Change role of Mo Farah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role of Mo Farah' });
  await pickOption(page, /^Role/, 'Viewer');
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('Mo Farah is now a Viewer.')).toBeVisible();
  await expect(members.getByRole('row').filter({ hasText: 'Mo Farah' })).toContainText('Viewer');

  // Mo's very next action is refused by the bank, with its reason, and from then on disabled with it.
  await cancel.click();
  await mo.page
    .getByRole('dialog', { name: 'Cancel payment' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(mo.page.getByText('Your role (Viewer) cannot cancel payments.').first()).toBeVisible();
  await expect(cancel).toHaveAttribute('aria-disabled', 'true');
  await expect(cancel).toHaveAccessibleDescription(
    "Your role (Viewer) can't cancel payments. Ask an owner or admin.",
  );

  // And back: a member again, Mo's next page has Cancel again.
  await members.getByRole('button', { name: 'Change role of Mo Farah' }).click();
  await pickOption(page, /^Role/, 'Member');
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('Mo Farah is now a Member.')).toBeVisible();
  await mo.page.reload();
  await expect(moPayments.getByRole('button', { name: /^Cancel payment / }).first()).not.toHaveAttribute(
    'aria-disabled',
  );

  // Lin removes Mo, after reading what follows.
  await members.getByRole('button', { name: 'Remove Mo Farah' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Mo Farah' });
  await expect(confirm).toContainText('Mo Farah loses access to Northwind Trading Ltd at once');
  await confirm.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('Mo Farah was removed from Northwind Trading Ltd.')).toBeVisible();
  await expect(members).not.toContainText('Mo Farah');

  // Mo's open tab loses Northwind on its next request, and says so.
  await mo.page.getByRole('navigation').getByRole('link', { name: 'Recipients' }).first().click();
  await expect(mo.page.getByText('You no longer have access to Northwind Trading Ltd.')).toBeVisible();
  await expect(mo.page.getByRole('table', { name: 'Recipients' })).toHaveCount(0);
  await mo.context.close();
});
