import type { Locator, Page } from '@playwright/test';
import { adaApi } from '../../fixtures/bank-api';
import { createGbpRecipient, paymentsCount } from '../../fixtures/payments';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 120_000 });

const PAYEE = 'Keyboard Only Supplies Ltd';

/** Presses Tab until `target` has the focus; fails when it is not reachable by keyboard. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target}`);
}

/** The focused element shows where the focus is (an outline or a focus ring). */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const indicated = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== '' && style.boxShadow !== 'none';
    return element === document.activeElement && (outline || ring);
  });
  expect(indicated, `visible focus on ${target}`).toBe(true);
}

/** Opens a select by typing into it and picks the highlighted option with Enter. */
async function chooseByTyping(page: Page, combobox: Locator, text: string, option: RegExp): Promise<void> {
  await tabTo(page, combobox);
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

async function pressButton(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await expectVisibleFocus(button);
  await page.keyboard.press('Enter');
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('the four-step payment flow can be completed with the keyboard alone', async ({ page, request }) => {
  const api = await adaApi(request);
  const recipientRef = await createGbpRecipient(api, PAYEE);
  const before = await paymentsCount(api, recipientRef);
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/new-payment/recipient');

  await expect(page.getByRole('heading', { name: 'Choose a recipient', level: 1 })).toBeVisible();
  await chooseByTyping(
    page,
    page.getByRole('combobox', { name: /^Recipient/ }),
    'Keyboard Only',
    new RegExp(PAYEE),
  );
  await expect(page.getByRole('group', { name: 'Selected recipient' })).toContainText(PAYEE);
  await pressButton(page, page.getByRole('button', { name: 'Continue' }));

  await expect(page.getByRole('heading', { name: 'Payment reason', level: 1 })).toBeVisible();
  await chooseByTyping(
    page,
    page.getByRole('combobox', { name: /^Reason/ }),
    'Supplier',
    /Supplier payment \(SUPP\)/,
  );
  await tabTo(page, page.getByRole('textbox', { name: /^Reference/ }));
  await page.keyboard.type('KEYBOARD-0001');
  await pressButton(page, page.getByRole('button', { name: 'Continue' }));

  await expect(page).toHaveURL(/\/app\/new-payment\/amount$/);
  await expect(page.getByTestId('available-balance')).toContainText('Available balance:');
  await tabTo(page, page.getByRole('textbox', { name: /^Amount/ }));
  await page.keyboard.type('42.00');
  await pressButton(page, page.getByRole('button', { name: 'Continue' }));

  await expect(page).toHaveURL(/\/app\/new-payment\/review$/);
  await expect(page.locator('dl')).toContainText('KEYBOARD-0001');
  await pressButton(page, page.getByRole('button', { name: 'Confirm and send 42.00 GBP' }));

  await expect(page.getByRole('heading', { name: 'Payment submitted', level: 1 })).toBeVisible();
  expect(await paymentsCount(api, recipientRef)).toBe(before + 1);
});
