import { expectAccessibleAtBothSizes } from '../../fixtures/axe';
import { adaApi, OPS_PATH } from '../../fixtures/bank-api';
import {
  DESKTOP,
  expectNoCutFigures,
  expectNoInternalIds,
  expectNoSidewaysPage,
  expectTablesFit,
  LOADING_INDICATOR,
  PHONE,
} from '../../fixtures/layout';
import { createGbpRecipient } from '../../fixtures/payments';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';
import { MOCK_URL } from '../../ports';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});
test.afterAll(async ({ request }) => {
  await resetMock(request);
});

/** The mock bank's own inbox (shown on its control page): a delivery there never leaves the bank's process. */
const INBOX_URL = `${MOCK_URL}/__mock/webhook-inbox/developers-journey`;

// rules DEV-01, DEV-03, DEV-05, DEV-07 and DEV-08 (docs/rules/developers.md)
test('the owner creates an API key, points a webhook at the inbox, and reads a payment’s events in its deliveries', async ({
  page,
  request,
}) => {
  await signIn(page, { keepSignedIn: true });
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('link', { name: 'Manage API keys and webhooks' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/developers$/);
  await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();

  // An API key: its secret once, with the warning, then only its first characters in the list.
  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await create.getByRole('textbox', { name: /^Name/ }).fill('Nightly reconciliation');
  await create.getByRole('button', { name: 'Read and write' }).click();
  await create.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your API key' });
  await expect(shown).toContainText('It will not be shown again.');
  const secret = (await shown.getByTestId('secret-value').textContent()) ?? '';
  expect(secret).toMatch(/^nwk_[A-Za-z0-9]{40}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const keys = page.getByRole('table', { name: 'API keys' });
  await expect(keys.getByRole('row', { name: /Nightly reconciliation/ })).toContainText('Read and write');
  await expect(page.locator('body')).not.toContainText(secret);

  // An endpoint at the inbox, for payments as they are created.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await add.getByRole('textbox', { name: /^Endpoint URL/ }).fill(INBOX_URL);
  await add.getByRole('textbox', { name: /^Description/ }).fill('ERP inbox');
  // Chakra's checkbox input is visually hidden: its label takes the click, as a person's would.
  await add.getByText('A payment is created').click();
  await expect(add.getByRole('checkbox', { name: 'A payment is created' })).toBeChecked();
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByRole('heading', { name: INBOX_URL, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Reveal secret' }).click();
  await expect(page.getByTestId('secret-value')).toContainText(/^whsec_/);

  // A test event goes at once.
  await page.getByRole('button', { name: 'Send test event' }).click();
  const deliveries = page.getByRole('table', { name: 'Deliveries' });
  await expect(deliveries.getByRole('row', { name: /Test event/ })).toContainText('succeeded');

  // A payment made by the owner: its event arrives with the payment in its payload.
  const api = await adaApi(request);
  const recipient = await createGbpRecipient(api);
  const payment = await api.post<{ ref: string }>(
    `${OPS_PATH}/payments`,
    { recipient_ref: recipient, amount: '42.00', currency: 'GBP', reason_code: 'SUPP', reference: 'INV 42' },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  await api.dispose();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(deliveries.getByRole('row', { name: /A payment is created/ })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await deliveries.getByRole('button', { name: 'Details of A payment is created' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Delivery' });
  const payload = panel.getByTestId('delivery-payload');
  await expect(payload).toContainText('"type": "payment.created"');
  await expect(payload).toContainText(payment.ref);
  await expect(payload).toContainText('"amount": "42.00"');
  await expect(panel).toContainText('succeeded');

  await expectAccessibleAtBothSizes(page, 'webhook delivery panel');
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await expect(panel).toBeHidden();

  // Both screens fit a desktop and a phone, with no internal id shown as content.
  const endpointPath = new URL(page.url()).pathname;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const [path, heading] of [
      [endpointPath, INBOX_URL],
      ['/app/settings/developers', 'Developers'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // The lists have answered (on a phone their totals sit further down).
      await expect(page.getByTestId('table-total').first()).toBeAttached();
      await expect(page.locator(LOADING_INDICATOR)).toHaveCount(0);
      const where = `${path} at ${size.width} px`;
      await expectNoSidewaysPage(page, where);
      await expectTablesFit(page, where);
      await expectNoInternalIds(page, where);
      if (size === DESKTOP) await expectNoCutFigures(page, where);
    }
  }
  await expectAccessibleAtBothSizes(page, 'developers');
});
