import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { GRACE, signInWithCode } from '../../fixtures/auth';
import { adaApi } from '../../fixtures/bank-api';
import { expectNoSidewaysPage, PHONE } from '../../fixtures/layout';
import { pickOption } from '../../fixtures/payments';
import { advanceMockClock, mockTotpCode, resetMock } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 180_000 });

const HEADER = 'recipient,amount,currency,reason_code,reference';
const TOO_MANY_ROWS =
  'The file has 1,001 payments; a bulk payment takes up to 1,000 rows. Split it into files of up to 1,000 rows.';
/** The bank makes a payment final 2 minutes after it is created (mock clock). */
const FINAL_AFTER_MS = 3 * 60_000;

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});
test.afterAll(async ({ request }) => {
  await resetMock(request);
});

const signInGrace = (page: Page) => signInWithCode(page, GRACE);

/** A CSV file for the upload, built in the test. */
const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n')),
});

/** A row in the template's columns: an existing recipient, the new recipient's columns left empty. */
const templateRow = (recipient: string, amount: string, reference: string) =>
  [recipient, '', '', '', '', '', '', '', '', amount, 'GBP', 'SUPP', reference, ''].join(',');

/** Types a fix into a wrong cell and leaves it (the row is checked again). */
async function fix(page: Page, field: string, value: string) {
  const input = page.getByRole('textbox', { name: field });
  await input.fill(value);
  await input.press('Enter');
  // A right value fixes the cell: its field goes.
  await expect(input).toHaveCount(0);
}

// rules BULK-11..BULK-17 (docs/rules/bulk-payments.md)
test('the downloaded template, its first row naming a recipient by name, grown to 50 rows with 3 bad ones, is fixed in place (a recipient picked) and submitted with a code; after the clock moves one row failed, it is retried alone; results CSV; 1,001 rows are refused', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  const gbpPayees = (
    await api.getPage<{ ref: string; name: string }>(
      '/accounts/org_northwind/recipients?currency=GBP&status=active&per_page=100',
    )
  ).data;
  const payees = gbpPayees.map((r) => r.ref);
  expect(payees.length).toBeGreaterThan(2);
  // Rows 2 to 50 to the seed's GBP recipients, well under the approval threshold; row 30 fails at the payee's
  // bank. Row 20 names no one the organization pays.
  const rows = Array.from({ length: 49 }, (_, i) => {
    const n = i + 2;
    return templateRow(
      payees[i % payees.length] ?? '',
      `${10 + n}.00`,
      n === 30 ? 'INV-FAIL-30' : `INV-${n}`,
    );
  });
  rows[3] = templateRow(payees[0] ?? '', '12.345', 'INV-5');
  rows[10] = templateRow(gbpPayees[1]?.name ?? '', '22.00', 'INV_12');
  rows[18] = templateRow('Nobody Here Ltd', '30.00', 'INV-20');

  await signInGrace(page);
  await page.goto('/app/bulk-payments');
  await expect(page.getByRole('heading', { name: 'Bulk payments', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New bulk payment' }).click();
  await expect(page.getByRole('heading', { name: 'New bulk payment', level: 1 })).toBeVisible();
  const fileInput = page.getByTestId('batch-file-input');
  // A file is read once the organization's recipients are known (its rows name them).
  await expect(page.getByTestId('batch-drop-zone')).not.toHaveAttribute('aria-disabled', 'true');

  // The template names one of the organization's recipients by name in its first row, not a reference.
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the CSV template' }).click();
  const [header = '', firstRow = ''] = (await readFile((await (await templateDownload).path()) ?? '', 'utf8'))
    .trim()
    .split(/\r?\n/);
  expect(header.startsWith('recipient,')).toBe(true);
  const [templateRecipient = '', , , , , , , , , , templateCurrency = ''] = firstRow.split(',');
  expect(templateRecipient).not.toMatch(/^rcp_/);

  // 1,001 rows: refused whole with its message, nothing sent.
  const over = Array.from({ length: 1001 }, (_, i) => `${payees[0]},1.00,GBP,SUPP,INV-${i}`);
  await fileInput.setInputFiles(csv('too-many.csv', [HEADER, ...over]));
  await expect(page.getByRole('alert').filter({ hasText: TOO_MANY_ROWS })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Rows of/ })).toHaveCount(0);

  // The template's header and first row, then 49 rows: the browser finds three wrong rows at once.
  await fileInput.setInputFiles(csv('December suppliers.csv', [header, firstRow, ...rows]));
  const summary = page.getByTestId('rows-summary');
  await expect(summary).toHaveText('50 payments: 3 rows need fixing.');
  await expect(page.getByText('GBP amounts take at most 2 decimal places.')).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoSidewaysPage(page, 'fix table at 390 px');
  await page.setViewportSize({ width: 1440, height: 900 });
  // The desktop table is back (its fields are new ones) before anything is typed.
  await expect(page.getByRole('table', { name: 'Rows of the file' })).toBeVisible();
  await fix(page, 'Row 5 Amount', '12.34');
  await fix(page, 'Row 12 Reference', 'INV-12');
  // Row 20's recipient is chosen from the organization's recipients, searched by name.
  await expect(page.getByRole('combobox', { name: 'Recipient' })).toHaveCount(1);
  await pickOption(page, 'Recipient', gbpPayees[2]?.name ?? '');
  await expect(summary).toHaveText('50 payments: every row is ready.');
  // With nothing left to fix, the table shows the rows again instead of an empty filter.
  await expect(page.getByText('Every row is ready to review.')).toBeVisible();
  await expect(page.getByTestId('fix-row')).toHaveCount(50);

  // Review: the bank's totals; one code bound to the count and the total.
  await page.getByRole('button', { name: 'Review 50 payments' }).click();
  const totals = page.getByRole('table', { name: 'Totals per currency' });
  await expect(totals.getByRole('row').filter({ hasText: 'GBP' })).toContainText(
    templateCurrency === 'GBP' ? '50' : '49',
  );
  await page.getByRole('button', { name: 'Submit 50 payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the bulk payment' });
  await expect(dialog).toContainText('approve 50 payments of');
  await dialog
    .getByRole('textbox', { name: /^Authentication code/ })
    .fill(await mockTotpCode(request, GRACE.email, 1));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/app\/bulk-payments\/pbt_[A-Za-z0-9_]+$/);
  const batchUrl = page.url();
  await expect(page.getByRole('heading', { name: 'December suppliers', level: 1 })).toBeVisible();

  // The clock moves the payments to final: row 30 fails at the payee's bank, the rest complete.
  await advanceMockClock(request, FINAL_AFTER_MS);
  await expect(page.getByTestId('batch-progress')).toHaveText('49 completed · 1 failed', { timeout: 20_000 });
  await expect(page.getByText('partially failed', { exact: true })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoSidewaysPage(page, 'batch detail at 390 px');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The results as CSV, read back: one line per row, the failed one with its reason.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download results (CSV)' }).click();
  const text = await readFile((await (await download).path()) ?? '', 'utf8');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'row,recipient_ref,recipient_name,amount,currency,fee,reason_code,reference,execution_date,status,payment_ref,failure_reason',
  );
  expect(lines).toHaveLength(51);
  expect(lines.find((l) => l.includes('INV-FAIL-30'))).toContain(',failed,');
  expect(lines.find((l) => l.includes('INV-FAIL-30'))).toContain("The payee's bank refused the payment.");

  // The failed row's payment says why and links back to its bulk payment.
  const failedRef = lines.find((l) => l.includes('INV-FAIL-30'))?.split(',')[10] ?? '';
  expect(failedRef).toMatch(/^pay_/);
  await page.goto(`/app/payments/${failedRef}?bank_account=ba_northwind_ops`);
  await expect(page.getByText("The payee's bank refused the payment.")).toBeVisible();
  await page.getByRole('link', { name: 'Part of a bulk payment' }).click();
  await expect(page).toHaveURL(batchUrl);

  // Retry the failed row alone: a new batch of 1 row, signed with a code for its total.
  await page.getByRole('button', { name: 'Retry failed rows (1)' }).click();
  const retry = page.getByRole('dialog', { name: 'Retry the failed rows' });
  await expect(retry).toContainText('approve 1 payment of 40.00 GBP');
  await retry
    .getByRole('textbox', { name: /^Authentication code/ })
    .fill(await mockTotpCode(request, GRACE.email));
  await retry.getByRole('button', { name: 'Retry' }).click();
  await expect(page).not.toHaveURL(batchUrl);
  await expect(page.getByRole('table', { name: 'Rows of this bulk payment' }).getByRole('row')).toHaveCount(
    2,
  );
  await expect(page.getByText('Retries the failed rows of')).toBeVisible();
});
