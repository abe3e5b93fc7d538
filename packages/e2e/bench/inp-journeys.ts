/**
 * The interactions whose INP the bench measures, each as the user does it (real clicks and keys), on a screen
 * opened afresh without trusted input (goto, fill, setInputFiles), with the labels the e2e journeys use.
 */
import type { Page } from '@playwright/test';

export type Journey = {
  name: string;
  /** Opens the screen in a fresh document, ready for the act. */
  open: (page: Page) => Promise<void>;
  /** The user's act; resolves once its effect shows. */
  act: (page: Page) => Promise<void>;
};

/** What the journeys need from the bank: a GBP recipient to pay, and a bulk file with wrong rows. */
export type JourneyData = { payeeName: string; bulkCsv: string };

const LONG = { timeout: 60_000 };

/**
 * Waits for `done` in the page, checked every 100 ms: a locator's wait checks every animation frame, work of
 * its own that would weigh on the slowed page while the interaction is measured.
 */
const until = (page: Page, done: () => boolean) =>
  page.waitForFunction(done, undefined, { polling: 100, timeout: 60_000 });

/** Picks an option of a react-select field by typing part of its label (set-up only: these are interactions). */
async function pickOption(page: Page, label: RegExp, text: string, option: RegExp) {
  // Typed, not filled: the select's box stands in until its control arrives, and keeps what is typed for it.
  await page.getByRole('combobox', { name: label }).click();
  await page.keyboard.type(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** Walks the new payment's first two steps once: the draft is kept in the tab, so the amount step reopens. */
export async function draftPayment(page: Page, webUrl: string, payeeName: string): Promise<void> {
  await page.goto(`${webUrl}/app/new-payment/recipient`);
  await pickOption(page, /^Recipient/, payeeName, new RegExp(payeeName));
  await page.getByRole('group', { name: 'Selected recipient' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/new-payment\/reason$/);
  await pickOption(page, /^Reason/, 'Supplier', /Supplier payment \(SUPP\)/);
  await page.getByRole('textbox', { name: /^Reference/ }).fill('INV-2026-0142');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/new-payment\/amount$/);
}

/**
 * Types into a field the way a script does, not a user: Playwright's fill counts as an interaction, so the set-up
 * sets the value and announces it with an input event (React's onChange listens to it).
 */
async function setValue(page: Page, label: RegExp, value: string) {
  await page.getByRole('textbox', { name: label }).evaluate((input: HTMLInputElement, text) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

async function openAmountStep(page: Page, webUrl: string) {
  await page.goto(`${webUrl}/app/new-payment/amount`);
  await page.getByTestId('available-balance').getByText('Available balance:').waitFor(LONG);
}

async function openTransactions(page: Page, webUrl: string) {
  await page.goto(`${webUrl}/app/dashboard?tab=transactions`);
  await page.getByText(/^[\d,]+ transactions match\.$/).waitFor(LONG);
  await page.getByRole('table', { name: 'Transactions' }).locator('tbody tr').first().waitFor();
}

/** Resolves once the address has `param` and the table its rows. */
const transactionsShown = (page: Page, param: string) =>
  page.waitForFunction(
    (wanted) => location.search.includes(wanted) && !document.querySelector('[data-testid="table-loading"]'),
    param,
    { polling: 100, timeout: 60_000 },
  );

export function journeys(webUrl: string, data: JourneyData): Journey[] {
  return [
    {
      name: 'typing an amount (new payment)',
      open: (page) => openAmountStep(page, webUrl),
      act: async (page) => {
        await page.getByRole('textbox', { name: /^Amount/ }).pressSequentially('1250.75');
      },
    },
    {
      name: 'opening the payment review',
      open: async (page) => {
        await openAmountStep(page, webUrl);
        await setValue(page, /^Amount/, '125.50');
      },
      act: async (page) => {
        await page.getByRole('button', { name: 'Continue' }).click();
        await until(page, () =>
          [...document.querySelectorAll('main button')].some((b) =>
            b.textContent?.startsWith('Confirm and send'),
          ),
        );
      },
    },
    {
      name: 'opening Add recipient',
      open: async (page) => {
        await page.goto(`${webUrl}/app/recipients`);
        await page.getByRole('table', { name: 'Recipients' }).locator('tbody tr').first().waitFor(LONG);
      },
      act: async (page) => {
        await page.getByRole('button', { name: 'Add recipient' }).click();
        await until(
          page,
          () => document.querySelector('[role="dialog"] h2')?.textContent === 'Add recipient',
        );
      },
    },
    {
      name: 'transactions filter (100k)',
      open: (page) => openTransactions(page, webUrl),
      act: async (page) => {
        await page.getByRole('combobox', { name: 'Type' }).click();
        await page.getByRole('option', { name: 'Fee', exact: true }).click();
        await transactionsShown(page, 'type=fee');
      },
    },
    {
      name: 'transactions next page (100k)',
      open: (page) => openTransactions(page, webUrl),
      act: async (page) => {
        await page.getByRole('button', { name: 'Next page' }).click();
        await transactionsShown(page, 'page=2');
      },
    },
    {
      name: 'editing a bulk fix cell (1,000 rows)',
      open: async (page) => {
        await page.goto(`${webUrl}/app/bulk-payments/new`);
        // A file is read once the organization's recipients are known (its rows name them).
        await page.locator('[data-testid="batch-drop-zone"]:not([aria-disabled="true"])').waitFor(LONG);
        await page.getByTestId('batch-file-input').setInputFiles({
          name: 'suppliers.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(data.bulkCsv),
        });
        await page
          .getByTestId('rows-summary')
          .filter({ hasText: /^1,000 payments: [\d,]+ rows need fixing\.$/ })
          .waitFor(LONG);
        await page.getByRole('textbox', { name: 'Row 1 Amount' }).waitFor();
      },
      act: async (page) => {
        const cell = page.getByRole('textbox', { name: 'Row 1 Amount' });
        await cell.click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('12.34');
        await page.keyboard.press('Enter');
        // A right value fixes the cell: its field goes.
        await until(page, () => !document.querySelector('input[aria-label="Row 1 Amount"]'));
      },
    },
    {
      name: 'switching organization',
      open: async (page) => {
        await page.goto(`${webUrl}/app/dashboard`);
        const select = page.getByRole('combobox', { name: 'Organization account' });
        await select.waitFor(LONG);
        // Always from the first organization to the next (the choice is saved across loads).
        if ((await select.evaluate((el: HTMLSelectElement) => el.selectedIndex)) !== 0) {
          await select.selectOption({ index: 0 });
          await page.waitForLoadState('networkidle');
          await page.goto(`${webUrl}/app/dashboard`);
        }
        await page
          .getByRole('region', { name: 'Payments in progress' })
          .getByRole('listitem')
          .first()
          .waitFor(LONG);
        await select.focus();
      },
      act: async (page) => {
        const name = await page
          .getByRole('combobox', { name: 'Organization account' })
          .evaluate((el: HTMLSelectElement) => el.options[1]?.text ?? '');
        // Arrow down on a closed select changes it at once (Linux and Windows), as a keyboard user switches.
        await page.keyboard.press('ArrowDown');
        await page.waitForFunction(
          (shown) => document.querySelector('main')?.textContent?.includes(shown),
          name,
          {
            polling: 100,
            timeout: 60_000,
          },
        );
      },
    },
  ];
}

/** The floor app's one button, opened and pressed the same way. */
export function floorJourney(floorUrl: string): Journey {
  return {
    name: 'floor button',
    open: async (page) => {
      await page.goto(`${floorUrl}/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    },
    act: (page) => page.getByRole('button', { name: 'Sign in' }).click(),
  };
}
