import { readFile } from 'node:fs/promises';
import { expectAccessibleAtBothSizes } from '../../fixtures/axe';
import { BankApi } from '../../fixtures/bank-api';
import { groupThousands } from '../../fixtures/dashboard';
import { pdfTexts } from '../../fixtures/pdf-text';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

// The lists' columns as at 1440 (a narrower window leaves out the least important ones to fit).
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ request }) => {
  // Several e2e stacks share two cores: journeys get more time than the default 30 s.
  test.setTimeout(120_000);
  await resetMock(request);
});

/** Picks an option of a react-select field by typing part of its label. */
async function pick(page: import('@playwright/test').Page, label: string, option: string) {
  // Typed, not filled: the select's box stands in until its control arrives, and keeps what is typed for it.
  await page.getByRole('combobox', { name: label }).click();
  await page.keyboard.type(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('filters live in the URL, survive a reload, and the CSV export downloads the filtered rows', async ({
  page,
}) => {
  const api = await BankApi.signIn();
  const expected = await api.getPage<{ ref: string }>(
    '/accounts/org_northwind/transactions?type=fee&currency=GBP&per_page=100',
  );
  await api.dispose();
  expect(expected.meta.total).toBeGreaterThan(0);

  await signIn(page, { keepSignedIn: true });
  await page.getByRole('link', { name: 'View all transactions' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\?tab=transactions$/);
  await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^[\d,]+ transactions match\.$/)).toBeVisible();

  await pick(page, 'Type', 'Fee');
  await pick(page, 'Currency', 'GBP');
  await expect(page).toHaveURL(/tab=transactions/);
  await expect(page).toHaveURL(/type=fee/);
  await expect(page).toHaveURL(/currency=GBP/);
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(page.getByText(`${expected.meta.total} transactions match.`)).toBeVisible();
  const typeCells = table.locator('tbody tr td:nth-child(3)');
  await expect(typeCells.first()).toHaveText('Fee');
  for (const text of await typeCells.allInnerTexts()) expect(text).toBe('Fee');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`${expected.meta.total} transactions match.`)).toBeVisible();
  await expect(page.locator('[data-testid="select-field"]').filter({ hasText: 'Fee' })).toBeVisible();
  await expect(page).toHaveURL(/type=fee/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transactions-org_northwind-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Reference,Booked at,Value date,Bank account,Type,Description,Counterparty,Direction,Amount,Currency,Balance after,Status,Payment,FX trade',
  );
  expect(lines.length - 1).toBe(expected.meta.total);
  const refs = lines.slice(1).map((line) => line.split(',')[0]);
  expect(new Set(refs)).toEqual(new Set(expected.data.map((t) => t.ref)));
  for (const line of lines.slice(1)) expect(line).toContain(',Fee,');
  for (const line of lines.slice(1)) expect(line).toContain(',GBP,');
});

/**
 * Every row of the transactions table has the status, bank account and currency of the filters, and the
 * rows are the bank's own answer for them (balance after, in order).
 */
async function expectFilteredRows(
  page: import('@playwright/test').Page,
  expected: { data: { balance_after: string; currency: string }[]; meta: { total: number } },
  filters: { status: string; bankAccountName: string; currency: string },
) {
  const rows = page.getByRole('table', { name: 'Transactions' }).locator('tbody tr');
  await expect(page.getByText(`${expected.meta.total} transactions match.`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('table-loading')).toHaveCount(0);
  await expect(rows).toHaveCount(Math.min(expected.meta.total, 10));
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
  );
  shown.forEach((cells, i) => {
    // Booked, Description, Type, Bank account, Amount, Balance after, Status.
    expect(cells[3]).toBe(filters.bankAccountName);
    expect(cells[4]).toContain(filters.currency);
    expect(cells[5]).toBe(`${groupThousands(expected.data[i]?.balance_after ?? '')} ${filters.currency}`);
    expect(cells[6]?.toLowerCase()).toBe(filters.status);
  });
}

test('a shared link with filters opens the filtered view, and the statement downloads as a PDF', async ({
  page,
}) => {
  const filters = { status: 'completed', bank_account: 'ba_northwind_treasury', currency: 'CHF' };
  const api = await BankApi.signIn();
  const expected = await api.getPage<{ balance_after: string; currency: string; status: string }>(
    `/accounts/org_northwind/transactions?${new URLSearchParams({ ...filters, per_page: '10' })}`,
  );
  const unfiltered = await api.getPage<{ ref: string }>('/accounts/org_northwind/transactions?per_page=10');
  await api.dispose();
  // The link must narrow the list, and leave something to show.
  expect(expected.meta.total).toBeGreaterThan(0);
  expect(expected.meta.total).toBeLessThan(unfiltered.meta.total);
  const shownFilters = { status: 'completed', bankAccountName: 'Treasury account', currency: 'CHF' };

  await signIn(page, { keepSignedIn: true });
  await page.goto(`/app/dashboard?tab=transactions&${new URLSearchParams(filters)}`);
  await expectFilteredRows(page, expected, shownFilters);
  const filterFields = page.getByRole('search', { name: 'Filter transactions' });
  await expect(
    filterFields.locator('[data-testid="select-field"]').filter({ hasText: 'Completed' }),
  ).toBeVisible();

  // The same view after a reload: the filters came from the URL, not from memory.
  await page.reload();
  await expect(page).toHaveURL(/status=completed/);
  await expect(page).toHaveURL(/bank_account=ba_northwind_treasury/);
  await expect(page).toHaveURL(/currency=CHF/);
  await expectFilteredRows(page, expected, shownFilters);

  await page.getByRole('button', { name: 'Statement (PDF)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download a statement' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.locator('[data-testid="select-field"]').filter({ hasText: 'Treasury account' }),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^statement-ba_northwind_treasury-CHF-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const file = await readFile(await download.path());
  expect(file.toString('latin1', 0, 5)).toBe('%PDF-');
  expect(file.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  const texts = pdfTexts(file);
  expect(texts).toEqual(
    expect.arrayContaining(['Account statement', 'Treasury account (ba_northwind_treasury) - CHF']),
  );
  expect(texts).toContain('Opening balance');
  expect(texts).toContain('Closing balance');
});

test('the transactions view passes axe on desktop and at 390 px', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/dashboard?tab=transactions');
  await expect(page.getByText(/^[\d,]+ transactions match\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('table-loading')).toHaveCount(0);
  await expectAccessibleAtBothSizes(page, 'the transactions tab');
});
