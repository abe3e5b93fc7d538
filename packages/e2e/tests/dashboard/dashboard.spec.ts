import { detailsOf, ownBankAccount, shownIban, shownSortCode } from '../../fixtures/account-details';
import { expectAccessibleAtBothSizes } from '../../fixtures/axe';
import { BankApi } from '../../fixtures/bank-api';
import {
  balanceRow,
  balancesOf,
  bankAccountSection,
  createGbpPayment,
  groupThousands,
  shownToMinor,
  unreadBadge,
} from '../../fixtures/dashboard';
import { expectTotalInBase, organizationBalances, watchAppFxRates } from '../../fixtures/dashboard-total';
import { fromMinor } from '../../fixtures/money';
import { advanceMockClock, organizationSelect, resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

/** The app refreshes the unread count every minute while visible (features/notifications). */
const UNREAD_COUNT_REFRESH_MS = 60_000;

test.beforeEach(async ({ request }) => {
  // Several e2e stacks share two cores: journeys get more time than the default 30 s.
  test.setTimeout(120_000);
  await resetMock(request);
});

// rule ACC-01 (docs/rules/accounts-and-balances.md)
test('shows the seeded balances of the selected organization and switches organization without a reload', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const api = await BankApi.signIn();
  const operating = await ownBankAccount(api, 'org_northwind', 'ba_northwind_ops');
  const expected = {
    'Operating account': await balancesOf(api, 'org_northwind', 'ba_northwind_ops'),
    'Treasury account': await balancesOf(api, 'org_northwind', 'ba_northwind_treasury'),
  };
  const acme = await balancesOf(api, 'org_acme', 'ba_acme_main');
  const northwindBalances = await organizationBalances(api, 'org_northwind');
  await api.dispose();

  const appRates = watchAppFxRates(page);
  await signIn(page, { keepSignedIn: true });
  await expect(page.getByTestId('dashboard-account-name')).toHaveText('Northwind Trading Ltd');
  for (const [name, balances] of Object.entries(expected)) {
    await expect(bankAccountSection(page, name)).toBeVisible();
    for (const balance of balances) {
      const row = balanceRow(page, name, balance.currency);
      await expect(row.getByTestId('available')).toHaveText(groupThousands(balance.available));
      await expect(row.getByTestId('current')).toHaveText(groupThousands(balance.current));
      await expect(row.getByTestId('pending')).toHaveText(groupThousands(balance.pending));
    }
  }
  await expect(bankAccountSection(page, 'Hauptkonto')).toHaveCount(0);

  // rule ACC-06: each card leads with its balances; the account's own details, copyable, one click away.
  const card = bankAccountSection(page, 'Operating account');
  const gbp = detailsOf(operating, 'GBP');
  const eur = detailsOf(operating, 'EUR');
  const usd = detailsOf(operating, 'USD');
  await expect(card.getByText(shownSortCode(gbp.sort_code), { exact: true })).toBeHidden();
  await card.getByRole('button', { name: 'Account details' }).click();
  await expect(card.getByText(shownSortCode(gbp.sort_code), { exact: true })).toBeVisible();
  await expect(card.getByText(gbp.account_number ?? '', { exact: true })).toBeVisible();
  await expect(card.getByText(shownIban(eur.iban), { exact: true })).toBeVisible();
  await expect(card.getByText(usd.routing_number ?? '', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Copy Operating account EUR IBAN' }).click();
  await expect(page.getByText('Copied to clipboard').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(eur.iban);
  // "Share details": the ready-to-paste text, copied whole.
  await card.getByRole('button', { name: 'Share details of Operating account' }).click();
  const share = page.getByRole('dialog', { name: 'Share the details of Operating account' });
  await share.getByRole('button', { name: 'Copy text' }).click();
  const pasted = await page.evaluate(() => navigator.clipboard.readText());
  expect(pasted).toContain(`Account holder: ${operating.holder_name}`);
  expect(pasted).toContain(
    `Sort code: ${shownSortCode(gbp.sort_code)}\nAccount number: ${gbp.account_number}`,
  );
  expect(pasted).toContain(`IBAN: ${shownIban(eur.iban)}`);
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  await expectTotalInBase(page, appRates, northwindBalances, 'GBP');
  await expect(page.getByText(/^Indicative: converted at mid-market rates/)).toBeVisible();
  // The history loads when scrolled to.
  await page.getByRole('heading', { name: 'Balance history' }).scrollIntoViewIfNeeded();
  const chart = page.getByRole('img', {
    name: /Closing balance of Operating account in GBP over the last 30 days/,
  });
  await expect(chart).toBeVisible();
  // The chart has drawn: its area's line is a path with geometry, not an empty box.
  const line = chart.locator('.recharts-area-curve').first();
  await expect(line).toHaveAttribute('d', /^M[\d.]+,[\d.]+[A-Z]/);
  const box = await line.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height ?? 0).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Latest transactions' }).getByRole('listitem')).toHaveCount(
    5,
  );
  await expect(page.getByRole('region', { name: 'Payments in progress' }).getByRole('listitem')).toHaveCount(
    5,
  );
  await expect(page.getByRole('link', { name: 'New payment' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New FX trade' }).first()).toBeVisible();

  // No reload: a marker on window survives the switch.
  await page.evaluate(() => Object.defineProperty(window, '__sameDocument', { value: true }));
  await organizationSelect(page).selectOption('org_acme');
  await expect(page.getByTestId('dashboard-account-name')).toHaveText('Acme Exports GmbH');
  for (const balance of acme) {
    await expect(balanceRow(page, 'Hauptkonto', balance.currency).getByTestId('available')).toHaveText(
      groupThousands(balance.available),
    );
  }
  await expect(bankAccountSection(page, 'Operating account')).toHaveCount(0);
  expect(await page.evaluate(() => Reflect.get(window, '__sameDocument'))).toBe(true);

  // The selection survives a reload.
  await page.reload();
  await expect(page.getByTestId('dashboard-account-name')).toHaveText('Acme Exports GmbH');
  await expect(bankAccountSection(page, 'Hauptkonto')).toBeVisible();
  await expect(organizationSelect(page)).toHaveValue('org_acme');
});

// rule ACC-03 (docs/rules/accounts-and-balances.md)
test('the total follows the chosen base currency and the chart the chosen period', async ({ page }) => {
  const api = await BankApi.signIn();
  const balances = await organizationBalances(api, 'org_northwind');
  await api.dispose();
  const appRates = watchAppFxRates(page);
  await signIn(page, { keepSignedIn: true });
  await expectTotalInBase(page, appRates, balances, 'GBP');
  await page.getByRole('combobox', { name: 'Base currency' }).click();
  await page.getByRole('option', { name: 'JPY' }).click();
  // JPY has no minor units.
  await expect(page.getByTestId('total-in-base')).toHaveText(/^≈ [\d,]+ JPY$/);
  await expectTotalInBase(page, appRates, balances, 'JPY');
  await page.getByRole('combobox', { name: 'Base currency' }).click();
  await page.getByRole('option', { name: 'EUR' }).click();
  await expectTotalInBase(page, appRates, balances, 'EUR');
  await page.reload();
  await expect(page.getByTestId('total-in-base')).toHaveText(/ EUR$/);
  await expectTotalInBase(page, appRates, balances, 'EUR');

  await page.getByRole('heading', { name: 'Balance history' }).scrollIntoViewIfNeeded();
  await page.getByText('90 days').click();
  await expect(page.getByRole('img', { name: /over the last 90 days/ })).toBeVisible();
  await expect(page.getByTestId('history-summary')).toContainText('Lowest');
});

// rule ACC-05 (docs/rules/accounts-and-balances.md)
test('a payment completed by advancing the mock clock changes the balance and adds an unread notification', async ({
  page,
  request,
}) => {
  // The app's own timers under the test's control: the background refresh of the unread count is one.
  await page.clock.install();
  await signIn(page, { keepSignedIn: true });
  const gbp = balanceRow(page, 'Operating account', 'GBP');
  await expect(gbp.getByTestId('current')).toHaveText(/\d/);
  const before = shownToMinor((await gbp.getByTestId('current').textContent()) ?? '');
  await expect(unreadBadge(page)).toHaveText(/\d+/);
  const unreadBefore = Number(await unreadBadge(page).textContent());

  const api = await BankApi.signIn();
  const payment = await createGbpPayment(api, '1234.56');
  expect(payment.status).toBe('pending');
  await advanceMockClock(request, 3 * 60_000);
  const done = await api.get<{ status: string }>(
    `/accounts/org_northwind/bank-accounts/ba_northwind_ops/payments/${payment.ref}`,
  );
  expect(done.status).toBe('completed');
  const unreadNow = (await api.get<{ count: number }>('/user/notifications/unread-count')).count;
  await api.dispose();
  expect(unreadNow).toBeGreaterThan(unreadBefore);

  // No reload and no click: the sidebar's count catches up once its background refresh is due.
  await page.evaluate(() => Object.defineProperty(window, '__sameDocument', { value: true }));
  await expect(unreadBadge(page)).toHaveText(String(unreadBefore));
  await page.clock.fastForward(UNREAD_COUNT_REFRESH_MS + 1_000);
  await expect(unreadBadge(page)).toHaveText(String(unreadNow));
  expect(await page.evaluate(() => Reflect.get(window, '__sameDocument'))).toBe(true);

  await page.reload();
  await expect(gbp.getByTestId('current')).toHaveText(groupThousands(fromMinor(before - 123456n)));
  await expect(unreadBadge(page)).toHaveText(String(unreadNow));
  await expect(
    page
      .getByRole('region', { name: 'Payments in progress' })
      .getByRole('link')
      .filter({ hasText: /./ })
      .first(),
  ).toBeVisible();

  // The newest notification is about that payment and links to it.
  await page
    .getByRole('link', { name: /^Notifications/ })
    .first()
    .click();
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('Unread');
  await first.getByRole('button', { name: /View payment/ }).click();
  await expect(page).toHaveURL(new RegExp(`/app/payments/${payment.ref}\\?bank_account=ba_northwind_ops`));
});

// rule UI-28 (docs/rules/layout-and-ui.md)
test('the dashboard passes axe on desktop and at 390 px', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await expect(page.getByTestId('total-in-base')).toBeVisible();
  await page.getByRole('heading', { name: 'Balance history' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /Closing balance/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Payments in progress' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'the dashboard with its chart and payments in progress');
});
