import type { APIRequestContext, Page } from '@playwright/test';
import { logOut } from '../../fixtures/auth';
import { balanceRow } from '../../fixtures/dashboard';
import { LOADING_INDICATOR } from '../../fixtures/layout';
import { addMockFault, clearMockNetwork, setMockLatency } from '../../fixtures/network';
import { resetMock, seenTexts, signIn, watchTexts } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';
import { MOCK_URL } from '../../ports';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test.afterEach(async ({ request }) => {
  await clearMockNetwork(request);
});

/** Signs Ada in (kept) and reads the operating account's GBP balance once the dashboard shows it. */
async function signedInOperatingBalance(page: Page) {
  await signIn(page, { keepSignedIn: true });
  const current = balanceRow(page, 'Operating account', 'GBP').getByTestId('current');
  await expect(current).toHaveText(/^[\d,]+\.\d{2}$/);
  return { current, before: await current.textContent() };
}

/** Money arrives on the operating account, at the bank only: the browser learns of it when it asks. */
async function creditOperatingAccount(request: APIRequestContext): Promise<void> {
  const credit = await request.post(`${MOCK_URL}/__mock/simulate/incoming-payment`, {
    data: {
      bank_account: 'ba_northwind_ops',
      currency: 'GBP',
      amount: '1250.40',
      payer_name: 'Harbour Foods Ltd',
    },
  });
  expect(credit.status()).toBe(201);
}

// rule NET-04 (docs/rules/network.md)
test('on a 3G network the dashboard shows skeletons, then the balances, never "No data found"', async ({
  page,
  request,
}) => {
  await signIn(page, { keepSignedIn: true });
  await watchTexts(page, ['No data found', 'No balances in this account', 'could not be loaded']);
  await setMockLatency(request, '3g');
  await page.reload();
  await expect(page.locator(LOADING_INDICATOR).first()).toBeVisible();
  await expect(balanceRow(page, 'Operating account', 'GBP').getByTestId('current')).toHaveText(
    /^[\d,]+\.\d{2}$/,
    { timeout: 30_000 },
  );
  expect(await seenTexts(page)).toEqual([]);
  await expect(page.getByTestId('connection-banner')).toHaveCount(0);
});

// rule NET-03 (docs/rules/network.md)
test('offline, a banner says so and the screen keeps its data; back online, it goes and the screen catches up', async ({
  page,
  context,
  request,
}) => {
  const { current, before } = await signedInOperatingBalance(page);

  await context.setOffline(true);
  const banner = page.getByTestId('connection-banner');
  await expect(banner).toHaveText(/You’re offline\./);
  // Money arrives while this browser is offline; the balance it shows stays as it was, not emptied.
  await creditOperatingAccount(request);
  await expect(current).toHaveText(before ?? '');

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(current).not.toHaveText(before ?? '');
  await expect(page.getByTestId('refresh-failed')).toHaveCount(0);
});

// rule NET-05 (docs/rules/network.md)
test('a returning user sees the last known balances at once, then the bank’s; logging out forgets them', async ({
  page,
  request,
}) => {
  const { current, before } = await signedInOperatingBalance(page);
  const remembered = () => page.evaluate(() => localStorage.getItem('portal.remembered-data'));
  await expect.poll(remembered).not.toBeNull();

  // Money arrives before the next visit, and the balances answer slowly on it.
  await creditOperatingAccount(request);
  await addMockFault(request, { operation: 'listBalances', kind: 'delay', delay_ms: 4000, count: 10 });
  await page.reload();
  await expect(current).toHaveText(before ?? '', { timeout: 3000 });
  await expect(current).not.toHaveText(before ?? '', { timeout: 15_000 });

  await logOut(page);
  expect(await remembered()).toBeNull();
});
