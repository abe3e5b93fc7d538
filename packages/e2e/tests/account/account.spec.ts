import { readFile } from 'node:fs/promises';
import { detailsOf, ownBankAccount, shownIban, shownSortCode } from '../../fixtures/account-details';
import { expectAccessibleAtBothSizes, expectNoAxeViolations } from '../../fixtures/axe';
import { BankApi } from '../../fixtures/bank-api';
import { pdfTexts } from '../../fixtures/pdf-text';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.beforeEach(async ({ request }) => {
  // Several e2e stacks share two cores: journeys get more time than the default 30 s.
  test.setTimeout(120_000);
  await resetMock(request);
});

// rule PRF-01 (docs/rules/profile-and-settings.md)
test('the profile shows the user, organizations and roles; edits show server field errors, then save', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, { keepSignedIn: true });
  await page.getByRole('link', { name: 'Account' }).first().click();
  await expect(page.getByRole('heading', { name: 'Account profile', level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Ada Lovelace');
  await expect(page.getByText('ada@northwind.test').last()).toBeVisible();
  const orgs = page.getByRole('table', { name: 'Organizations and roles' });
  await expect(orgs.getByRole('row', { name: /Northwind Trading Ltd Owner/ })).toBeVisible();
  await expect(orgs.getByRole('row', { name: /Acme Exports GmbH Admin/ })).toBeVisible();

  // Copy an identifier: its toast (rule UI-23).
  await page.getByRole('button', { name: 'Copy Northwind Trading Ltd ID' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('org_northwind');

  // rule ACC-06: every bank account with its own details, copyable; the shared PDF holds them.
  const api = await BankApi.signIn();
  const operating = await ownBankAccount(api, 'org_northwind', 'ba_northwind_ops');
  const treasury = await ownBankAccount(api, 'org_northwind', 'ba_northwind_treasury');
  await api.dispose();
  const chf = detailsOf(treasury, 'CHF', 'international');
  const treasuryCard = page.getByRole('region', { name: 'Treasury account' });
  await expect(treasuryCard.getByText(shownIban(chf.iban), { exact: true }).first()).toBeVisible();
  await treasuryCard.getByRole('button', { name: 'Copy Treasury account CHF IBAN' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chf.iban);

  const gbpLocal = detailsOf(operating, 'GBP');
  const gbpAbroad = detailsOf(operating, 'GBP', 'international');
  const eur = detailsOf(operating, 'EUR');
  await page.getByRole('button', { name: 'Share details of Operating account' }).click();
  const share = page.getByRole('dialog', { name: 'Share the details of Operating account' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('northwind-trading-ltd-operating-account-bank-details.pdf');
  const texts = pdfTexts(await readFile(await download.path()));
  expect(texts).toEqual(
    expect.arrayContaining([
      'Bank details',
      operating.holder_name,
      shownSortCode(gbpLocal.sort_code),
      gbpLocal.account_number,
      shownIban(gbpAbroad.iban),
      shownIban(eur.iban),
      eur.bic,
    ]),
  );
  await expectNoAxeViolations(page, 'the share details dialog');
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  // The browser checks E.164 first (the contract's pattern) and sends nothing.
  await phone.fill('+0 1234 5678');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Enter the number in international format, such as +447700900123'),
  ).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  // A refusal by the server (a rule the browser cannot know) shows under its field.
  await page.route('**/api/v1/user/show', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'The given data was invalid.',
            code: 'validation_failed',
            errors: { phone: ['This number cannot receive security codes.'] },
          }),
        })
      : route.continue(),
  );
  await phone.fill('+44 7700 900000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This number cannot receive security codes.')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await page.unroute('**/api/v1/user/show');

  await phone.fill('+44 7700 900123');
  await page.getByRole('textbox', { name: 'Job title' }).fill('Finance director');
  await page.getByRole('textbox', { name: /First name/ }).fill('Augusta Ada');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  // Phone grouped in threes.
  await expect(page.getByTestId('profile-phone')).toHaveText('+447 700 900 123');
  await expect(page.getByTestId('profile-name')).toHaveText('Augusta Ada Lovelace');
  await expect(page.getByTestId('current-user')).toContainText('Augusta Ada Lovelace');

  await page.reload();
  await expect(page.getByTestId('profile-phone')).toHaveText('+447 700 900 123');
  await expect(page.getByText('Finance director')).toBeVisible();
});

test('the account screen passes axe on desktop and at 390 px, viewing and editing', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/account');
  await expect(page.getByTestId('profile-name')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'the account screen (viewing, desktop)');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expectAccessibleAtBothSizes(page, 'the account screen (editing)');
});
