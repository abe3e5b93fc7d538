import { type Page, test } from '@playwright/test';
import { adaApi, OPS, OPS_PATH } from '../fixtures/bank-api';
import { DESKTOP, PHONE } from '../fixtures/layout';
import { ADA, resetMock } from '../fixtures/shell';
import { SHOTS_LOCALE } from '../support/shots';
import { Camera } from './shots';

// `SHOTS_LOCALE=de npm run shots` (or `fr`): every route at both widths in that language, the bank's users and the
// browser speaking it (playwright.shots.config.ts). The English walk (screens.spec.ts) finds its way by the
// English words; this one by the page's structure, so it pictures every screen, filled, in any language.

/** Signs Ada in by the form's fields, whatever language their labels are in. */
async function signInAnyLanguage(page: Page) {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(ADA.email);
  await page.locator('input[autocomplete="current-password"]').fill(ADA.password);
  // Kept signed in: each screen below is opened by a fresh page load.
  await page.locator('input[name="keepSignedIn"]').check();
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/app\/dashboard/);
}

const PUBLIC_SCREENS = [
  ['login', '/login'],
  ['forget-password', '/forget-password'],
  ['reset-password', '/reset-password?token=rst_not-a-real-token'],
  ['invitation', '/invitation?token=inv_not-a-real-token'],
  ['not-found', '/no-such-page'],
] as const;

const SIGNED_IN_SCREENS = [
  ['dashboard', '/app/dashboard'],
  ['transactions', '/app/dashboard?tab=transactions'],
  ['payments', '/app/payments'],
  ['new-payment-recipient', '/app/new-payment/recipient'],
  ['standing-orders', '/app/standing-orders'],
  ['standing-order', '/app/standing-orders/so_northwind_rent'],
  ['bulk-payments', '/app/bulk-payments'],
  ['bulk-payment', '/app/bulk-payments/pbt_northwind_november'],
  ['recipients', '/app/recipients'],
  ['approvals', '/app/approvals'],
  ['notifications', '/app/notifications'],
  ['fx-history', '/app/fx-trades'],
  ['new-fx-trade', '/app/new-fx-trade'],
  ['settings', '/app/settings'],
  ['developers', '/app/settings/developers'],
  ['webhook-endpoint', '/app/settings/developers/webhooks/whe_northwind_erp'],
  ['statements', '/app/statements'],
  ['statements-exports', '/app/statements?tab=exports'],
  ['account', '/app/account'],
  ['team', '/app/team'],
  ['audit-log', '/app/audit-log'],
] as const;

if (SHOTS_LOCALE !== 'en-GB') {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  for (const size of [DESKTOP, PHONE]) {
    test(`every screen in ${SHOTS_LOCALE} at ${size.width} px`, async ({ page, request }) => {
      await page.setViewportSize(size);
      const camera = new Camera(page);
      await camera.pinClock();
      for (const [route, path] of PUBLIC_SCREENS) await camera.filled(route, path, /.+/);

      const api = await adaApi(request);
      const [payment] = await api.get<{ ref: string }[]>(`${OPS_PATH}/payments?per_page=10&status=failed`);
      const [trade] = await api.get<{ ref: string }[]>(`/accounts/${OPS.account}/fx-trades?per_page=10`);
      const details = [
        ['payment', `/app/payments/${payment?.ref}?bank_account=${OPS.bankAccount}`],
        ['fx-trade', `/app/fx-trades/${trade?.ref}`],
      ] as const;
      await signInAnyLanguage(page);
      for (const [route, path] of [...SIGNED_IN_SCREENS, ...details]) await camera.filled(route, path, /.+/);
      camera.expectNoneMissing();
    });
  }
}
