import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { MOCK_URL } from '../../ports';

/** The sign-in operation's page of the reference, in view, with a screenshot for the report. */
async function expectSignInOperation(page: Page, testInfo: TestInfo) {
  await page.goto(`${MOCK_URL}/docs#/auth/login`);
  await expect(page.getByRole('heading', { name: 'Sign in with email and password' })).toBeInViewport();
  await expect(page.getByText('/auth/login').first()).toBeVisible();
  const name = `api-docs-${page.viewportSize()?.width}`;
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

// The published API reference (/docs on the mock bank), as a developer reads it at a desk and on a phone:
// Redoc renders the contract from the bank's own origin alone, under the page's strict CSP (the fixture also
// fails the journey on any violation event). One load, then the phone's width: the reference is responsive.
test('the API reference renders the sign-in operation and the role matrix from its own origin, on a desktop and a phone', async ({
  page,
}, testInfo) => {
  const origin = new URL(MOCK_URL).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) elsewhere.push(request.url());
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await expectSignInOperation(page, testInfo);

  await page.setViewportSize({ width: 390, height: 844 });
  // The role matrix on a phone: its first column stays whole and the table scrolls sideways.
  await page.goto(`${MOCK_URL}/docs#/section/roles-and-permissions`);
  const matrix = page.getByRole('table').filter({ hasText: 'ownership.transfer' }).first();
  await expect(matrix.getByRole('row').first()).toContainText('viewer');
  await expect(matrix.getByRole('cell', { name: 'ownership.transfer' })).toBeVisible();
  await expectSignInOperation(page, testInfo);

  expect(elsewhere, 'requests that left the bank origin').toEqual([]);
  expect(refused, 'CSP refusals in the console').toEqual([]);
});
