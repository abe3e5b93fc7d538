import { adaApi } from '../../fixtures/bank-api';
import { balanceRow } from '../../fixtures/dashboard';
import { createGbpRecipient, pickOption } from '../../fixtures/payments';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 120_000 });

const PAYEE = 'Tamar Bridge Supplies Ltd';
/** An amount as German writes it: points group the thousands, a comma marks the pence. */
const GERMAN_AMOUNT = /^\d{1,3}(\.\d{3})*,\d{2}$/;

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rules LANG-03, LANG-04, PRF-08 and NTF-05 (docs/rules/)
test('German from settings: the dashboard, a payment to review and its notice read German, and stay German on reload', async ({
  page,
  request,
}) => {
  await createGbpRecipient(await adaApi(request), PAYEE);
  await signIn(page, { keepSignedIn: true });
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  // The dashboard: German words, German numbers.
  await page.getByRole('link', { name: 'Übersicht', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Saldoverlauf' })).toBeAttached();
  const balance = balanceRow(page, 'Operating account', 'GBP');
  await expect(balance.getByTestId('available')).toHaveText(GERMAN_AMOUNT);

  // A payment to review, its amount typed with a German decimal comma.
  await page.goto('/app/new-payment/recipient');
  await expect(page.getByRole('heading', { name: 'Empfänger auswählen', level: 1 })).toBeVisible();
  await pickOption(page, /^Empfänger/, 'Tamar Bridge', new RegExp(PAYEE));
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Zahlungsgrund', level: 1 })).toBeVisible();
  await pickOption(page, /^Zahlungsgrund/, 'Supplier', /Supplier payment \(SUPP\)/);
  await page.getByRole('textbox', { name: /^Verwendungszweck/ }).fill('RE-2026-0142');
  await page.getByRole('button', { name: 'Weiter' }).click();
  const amount = page.getByRole('textbox', { name: /^Betrag/ });
  await amount.fill('1234,5');
  await expect(amount).toHaveValue('1.234,5');
  await page.getByRole('button', { name: 'Weiter' }).click();
  const summary = page.locator('dl');
  await expect(summary).toContainText('1.234,50 GBP');
  await expect(summary).toContainText('Keine Gebühr');
  await page.getByRole('button', { name: '1.234,50 GBP bestätigen und senden' }).click();
  await expect(page.getByRole('heading', { name: 'Zahlung eingereicht', level: 1 })).toBeVisible();

  // The bank wrote its notice in the language Ada saved.
  await page.goto('/app/notifications');
  await expect(page.getByRole('heading', { name: 'Benachrichtigungen', level: 1 })).toBeVisible();
  const notice = page.getByRole('main').getByText(`1.234,50 GBP an ${PAYEE} wartet auf die Bearbeitung.`);
  await expect(notice.first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Benachrichtigungen', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

// rule LANG-03 (docs/rules/languages.md)
test('French on the sign-in page, from the browser or the menu, with its own words for each language', async ({
  browser,
}) => {
  // A French browser opens the sign-in page in French.
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Se connecter', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mot de passe' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  // Each language is named in its own words, so anyone finds theirs.
  const menu = page.getByRole('combobox', { name: 'Langue' });
  await expect(menu.getByRole('option')).toHaveText(['English', 'Deutsch', 'Français']);
  await menu.selectOption('en-GB');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // The choice outlives the browser's language on the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await context.close();
});
