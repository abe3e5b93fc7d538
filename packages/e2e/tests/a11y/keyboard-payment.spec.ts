import type { Locator, Page } from '@playwright/test';
import { adaApi } from '../../fixtures/bank-api';
import { expectVisibleFocus, tabTo } from '../../fixtures/keyboard';
import { createGbpRecipient, paymentsCount } from '../../fixtures/payments';
import { ADA, resetMock } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 120_000 });

const PAYEE = 'Keyboard Only Supplies Ltd';

/** Tabs to a text field, checks its focus is visible, and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await expectVisibleFocus(page, field);
  await page.keyboard.type(text);
}

/** Opens a select by typing into it and picks the highlighted option with Enter. */
async function chooseByTyping(page: Page, combobox: Locator, text: string, option: RegExp): Promise<void> {
  await tabTo(page, combobox);
  // Focus on the select's box asks for its control, which takes the focus over (rule UI-11): that one shows it.
  await expect(combobox).toHaveJSProperty('tagName', 'INPUT');
  await expect(combobox).toBeFocused();
  await expectVisibleFocus(page, combobox);
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

async function pressButton(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await expectVisibleFocus(page, button);
  await page.keyboard.press('Enter');
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule PAY-01 (docs/rules/payments.md)
test('the four-step payment flow can be completed with the keyboard alone', async ({ page, request }) => {
  const api = await adaApi(request);
  const recipientRef = await createGbpRecipient(api, PAYEE);
  const before = await paymentsCount(api, recipientRef);
  // Signed in with the keyboard too: fields, the "Keep me signed in" checkbox (Space) and the button (Enter).
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: /^Email/ }), ADA.email);
  await typeInto(page, page.locator('input[name="password"]'), ADA.password);
  const keep = page.getByRole('checkbox', { name: 'Keep me signed in' });
  await tabTo(page, keep);
  await expectVisibleFocus(page, keep);
  await page.keyboard.press('Space');
  await expect(keep).toBeChecked();
  await pressButton(page, page.getByRole('button', { name: 'Sign in' }));
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Into the flow from the dashboard's own link, still by keyboard.
  await pressButton(page, page.getByRole('main').getByRole('link', { name: 'New payment' }));
  await expect(page).toHaveURL(/\/app\/new-payment\/recipient$/);

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
  await typeInto(page, page.getByRole('textbox', { name: /^Reference/ }), 'KEYBOARD-0001');
  await pressButton(page, page.getByRole('button', { name: 'Continue' }));

  await expect(page).toHaveURL(/\/app\/new-payment\/amount$/);
  await expect(page.getByTestId('available-balance')).toContainText('Available balance:');
  await typeInto(page, page.getByRole('textbox', { name: /^Amount/ }), '42.00');
  await pressButton(page, page.getByRole('button', { name: 'Continue' }));

  await expect(page).toHaveURL(/\/app\/new-payment\/review$/);
  await expect(page.locator('dl')).toContainText('KEYBOARD-0001');
  await pressButton(page, page.getByRole('button', { name: 'Confirm and send 42.00 GBP' }));

  await expect(page.getByRole('heading', { name: 'Payment submitted', level: 1 })).toBeVisible();
  expect(await paymentsCount(api, recipientRef)).toBe(before + 1);
});
