import { adaApi } from '../../fixtures/bank-api';
import { createGbpRecipient, pickOption } from '../../fixtures/payments';
import { advanceMockClock, resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';
import { MOCK_URL } from '../../ports';

test.describe.configure({ timeout: 120_000 });

const PAYEE = 'Tamar Bridge Supplies Ltd';

// rule PAY-09 (docs/rules/payments.md)
test('when the window closes before submission, the review says when the payment will go and asks again', async ({
  page,
  request,
}) => {
  await resetMock(request);
  // Friday 20 November 2026, 17:57 in London: the payment window (06:00–18:00) is about to close.
  const clock = await request.post(`${MOCK_URL}/__mock/clock`, { data: { set: '2026-11-20T17:57:00Z' } });
  expect(clock.ok()).toBe(true);
  const api = await adaApi(request);
  await createGbpRecipient(api, PAYEE);
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/new-payment/recipient');
  await pickOption(page, /^Recipient/, 'Tamar Bridge', new RegExp(PAYEE));
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickOption(page, /^Reason/, 'Rent', /Rent \(RENT\)/);
  await page.getByRole('textbox', { name: /^Reference/ }).fill('LATE-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('30.00');
  // The review shows the amount step's cached look at the window while it asks again on arrival. That
  // answer must be in before the clock moves, or it already sees the closed window and the button
  // is disabled before the click this journey is about.
  const reviewLook = page.waitForRequest(
    (r) => r.method() === 'GET' && r.url().includes('/payments/check-time-window'),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await (await reviewLook).response();
  await expect(page.locator('dl')).toContainText('Today, 20 Nov, 2026');
  await expect(page.getByText('The payment window has closed')).toHaveCount(0);

  // The window closes while the user reads the review.
  await advanceMockClock(request, 4 * 60_000);
  const send = page.getByRole('button', { name: 'Confirm and send 30.00 GBP' });
  await send.click();
  const warning = page.getByRole('alert').filter({ hasText: 'The payment window has closed' });
  await expect(warning).toContainText('Your payment will go on 23 Nov, 2026');
  await expect(send).toBeDisabled();
  await warning.getByText('Send it on 23 Nov, 2026').click();
  await send.click();
  await expect(page.getByRole('heading', { name: 'Payment submitted', level: 1 })).toBeVisible();
  await expect(page.locator('dl')).toContainText('scheduled');
  await expect(page.locator('dl')).toContainText('23 Nov, 2026');

  // A scheduled payment can still be cancelled from its detail view.
  await page.getByRole('link', { name: 'View payment' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel payment' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(page.getByText('Current status: cancelled.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status timeline' })).toContainText('Cancelled');
});
