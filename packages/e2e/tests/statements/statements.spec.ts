import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  expectNoCutFigures,
  expectNoInternalIds,
  expectNoSidewaysPage,
  expectTablesFit,
  LOADING_INDICATOR,
  PHONE,
} from '../../fixtures/layout';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: DESKTOP });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});
test.afterAll(async ({ request }) => {
  await resetMock(request);
});

/** The cell of `row` under the column headed `header` (columns a narrow table leaves out do not shift it). */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}

/** A figure as the statement files write it: no grouping ('856,349.30' → '856349.30'). */
const ungrouped = (shown: string) => shown.replaceAll(',', '');

/** An amount's figure alone: '£856,349.30' or '856,349.30 GBP' → '856,349.30'. */
const figureOf = (amount: string) => amount.replace(/[^\d.,-]/g, '');

/** The closing balance in a statement PDF as a reader's tools see it: the amount under its label. */
function pdfClosingBalance(path: string): string {
  const text = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', path, '-'], { encoding: 'utf8' });
  const lines = text.replaceAll('\u00a0', ' ').split('\n');
  const labels = lines.findIndex(
    (line) => line.includes('Opening balance') && line.includes('Closing balance'),
  );
  expect(labels, `the summary's labels in:\n${text}`).toBeGreaterThanOrEqual(0);
  const figures = lines.slice(labels + 1).find((line) => line.trim() !== '') ?? '';
  const amounts = figures.trim().split(/\s{2,}/);
  expect(amounts, `the summary's four figures: ${figures}`).toHaveLength(4);
  return amounts[3] ?? '';
}

/** The closing booked balance (CLBD) of a camt.053 statement: its amount, negative when a debit. */
function camtClosingBalance(xml: string, currency: string): string {
  const balance = [...xml.matchAll(/<Bal>([\s\S]*?)<\/Bal>/g)]
    .map((match) => match[1] ?? '')
    .find((block) => /<Cd>CLBD<\/Cd>/.test(block));
  expect(balance, 'a CLBD balance').toBeDefined();
  const amount = new RegExp(`<Amt Ccy="${currency}">([0-9.]+)</Amt>`).exec(balance ?? '')?.[1] ?? '';
  const debit = /<CdtDbtInd>DBIT<\/CdtDbtInd>/.test(balance ?? '');
  return debit ? `-${amount}` : amount;
}

/** Records of an RFC 4180 text (a quoted field may hold commas, quotes and line ends), the header included. */
function csvRecordCount(csv: string): number {
  let records = 0;
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i];
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) records += 1;
  }
  return csv.endsWith('\n') ? records : records + 1;
}

/** The screen at both widths: nothing sideways, tables that fit, no internal id, no figure cut on a desktop. */
async function checkLayout(page: Page, path: string, heading: string): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.locator(LOADING_INDICATOR)).toHaveCount(0);
    const where = `${path} at ${size.width} px`;
    await expectNoSidewaysPage(page, where);
    await expectTablesFit(page, where);
    await expectNoInternalIds(page, where);
    if (size === DESKTOP) await expectNoCutFigures(page, where);
  }
  await page.setViewportSize(DESKTOP);
}

// rules STM-01, STM-02 and STM-03 (docs/rules/statements.md)
test('a final month’s PDF and CAMT.053 carry the closing balance the screen shows', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.getByRole('navigation').getByRole('link', { name: 'Statements' }).first().click();
  await expect(page).toHaveURL(/\/app\/statements$/);
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible();

  // The first account's latest final month.
  const table = page.getByRole('table', { name: 'Statements' });
  const row = table
    .getByRole('row')
    .filter({ hasText: 'Operating account' })
    .filter({ has: page.getByText('final', { exact: true }) })
    .first();
  await expect(row).toBeVisible();
  const month = (await (await cellUnder(table, row, 'Month')).textContent()) ?? '';
  const currency = (await (await cellUnder(table, row, 'Currency')).textContent()) ?? '';
  const closing = (await (await cellUnder(table, row, 'Closing balance')).textContent()) ?? '';
  expect(closing).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
  const menu = row.getByRole('button', {
    name: `Download the ${month} statement of Operating account in ${currency}`,
  });

  const downloadAs = async (format: string) => {
    const download = page.waitForEvent('download');
    await menu.click();
    await page.getByRole('menuitem', { name: format }).click();
    return download;
  };

  const pdf = await downloadAs('PDF statement');
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfClosing = pdfClosingBalance(await pdf.path());
  expect(figureOf(pdfClosing)).toBe(closing);

  const camt = await downloadAs('CAMT.053 (ISO 20022 XML)');
  expect(camt.suggestedFilename()).toMatch(/\.xml$/);
  const xml = await readFile(await camt.path(), 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:camt.053.001.08');
  expect(camtClosingBalance(xml, currency)).toBe(ungrouped(closing));

  await checkLayout(page, '/app/statements', 'Statements');
});

// rules STM-06, STM-07 and STM-09 (docs/rules/statements.md)
test('an export of this year as CSV holds as many rows as it says', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const transactions = page.getByRole('region', { name: 'Transactions' });
  await transactions.getByRole('button', { name: 'Export…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Export transactions' });
  await dialog.getByRole('combobox', { name: /^Period/ }).click();
  await page.getByRole('option', { name: 'This year' }).click();
  await expect(dialog).toContainText('CSV (spreadsheet)');
  await dialog.getByRole('button', { name: 'Request export' }).click();

  // Followed in the dialog until the bank has built it.
  const progress = page.getByRole('dialog', { name: 'Your export' });
  await expect(progress.getByRole('list', { name: 'Export progress' })).toBeVisible();
  await expect(progress.getByText('Your export is ready to download.')).toBeVisible({ timeout: 30_000 });
  const rowCount = (await progress.getByTestId('export-row-count').textContent()) ?? '';
  expect(rowCount).toMatch(/^\d{1,3}(,\d{3})*$/);
  await progress.getByTestId('form-actions').getByRole('button', { name: 'Close' }).click();

  // Its notification leads to its page, where it downloads.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Notifications/ })
    .first()
    .click();
  const notice = page.getByRole('row').filter({ hasText: 'Your export is ready' }).first();
  await notice.getByRole('button', { name: /^View export/ }).click();
  await expect(page).toHaveURL(/\/app\/statements\/exports\/txx_/);
  await expect(page.getByRole('heading', { name: 'Export of transactions', level: 1 })).toBeVisible();
  await expect(page.getByTestId('export-row-count')).toHaveText(`${rowCount} transactions`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV (spreadsheet)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.startsWith('Reference,Booked at,Value date,Account,')).toBe(true);
  // The header and one record per transaction.
  expect(csvRecordCount(csv) - 1).toBe(Number(rowCount.replaceAll(',', '')));

  const exportPath = new URL(page.url()).pathname;
  await checkLayout(page, exportPath, 'Export of transactions');
  await checkLayout(page, '/app/statements?tab=exports', 'Statements');
});
