import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fillLogin, resetMock } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

/** WCAG 2.1 A and AA, the rules the portal promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Both widths as a device set to light; the desktop once more set to dark (the portal follows the device). */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, colorScheme: 'light' },
  { name: 'mobile 390 px', width: 390, height: 844, colorScheme: 'light' },
  { name: 'desktop, dark', width: 1280, height: 800, colorScheme: 'dark' },
] as const;

const SIGNED_OUT = [
  '/login',
  '/forget-password',
  '/reset-password?token=unknown-token-0000',
  '/invitation?token=unknown-token-0000',
  '/no-such-page',
];

const SIGNED_IN = [
  '/app/dashboard',
  '/app/payments',
  '/app/recipients',
  '/app/notifications',
  '/app/settings',
  '/app/account',
  '/app/new-payment/recipient',
  '/app/new-fx-trade',
  '/app/fx-trades',
  '/app/audit-log',
  '/app/team',
  '/app/approvals',
  '/app/standing-orders',
  '/app/standing-orders/so_northwind_rent',
  '/app/bulk-payments',
  '/app/bulk-payments/new',
  '/app/bulk-payments/pbt_northwind_november',
];

async function expectNoAxeViolations(page: Page, where: string) {
  // The screen has settled when its main heading shows and no request is in flight.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe, ${viewport.name}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      colorScheme: viewport.colorScheme,
    });

    test.beforeEach(async ({ request }) => {
      await resetMock(request);
    });

    // rule UI-28 (docs/rules/layout-and-ui.md)
    test('every signed-out screen', async ({ page }) => {
      for (const path of SIGNED_OUT) {
        await page.goto(path);
        await expectNoAxeViolations(page, `${path} (${viewport.name})`);
      }
    });

    // rule UI-28 (docs/rules/layout-and-ui.md)
    test('every signed-in screen', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/login');
      // "Keep me signed in": each page load restores the session through the refresh cookie.
      await fillLogin(page, { keepSignedIn: true });
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      for (const path of SIGNED_IN) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
        await expectNoAxeViolations(page, `${path} (${viewport.name})`);
      }
    });
  });
}
