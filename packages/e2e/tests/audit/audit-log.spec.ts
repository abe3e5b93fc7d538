import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { adaApi, BankApi, OPS } from '../../fixtures/bank-api';
import { expectNoInternalIds } from '../../fixtures/layout';
import { createGbpRecipient, pickOption } from '../../fixtures/payments';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';
import { MOCK_URL } from '../../ports';

test.describe.configure({ timeout: 90_000 });

// Every column of the log, as at 1440 (a narrower window leaves out the least important ones to fit).
test.use({ viewport: { width: 1440, height: 900 } });

const MO = { email: 'mo@northwind.test', password: 'Northwind#2026' } as const;
const FORMULA_NAME = '=HYPERLINK("http://evil.example")';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

const logTable = (page: Page) => page.getByRole('table', { name: 'Audit log' });

/** Each row's actor and action cells, top to bottom. */
async function actorsAndActions(table: Locator, count: number): Promise<string[]> {
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(count);
  const lines: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const cells = rows.nth(i).getByRole('cell');
    lines.push(`${await cells.nth(1).textContent()} | ${await cells.nth(2).textContent()}`);
  }
  return lines;
}

// rules AUD-12, AUD-13, AUD-16 and AUD-17 (docs/rules/audit-log.md)
test('the audit log shows each step in order with its actor, a filter in the URL narrows it, and the CSV holds those rows', async ({
  page,
  request,
}) => {
  // A member adds a recipient whose name a spreadsheet would run; the owner adds one and, on screen, cancels a
  // scheduled payment.
  const mo = await BankApi.signIn(MO);
  await createGbpRecipient(mo, FORMULA_NAME);
  await mo.dispose();
  const ada = await adaApi(request);
  await createGbpRecipient(ada, 'Harbour Freight Services Ltd');
  const scheduled = await ada.getPage<{ ref: string; bank_account_ref: string }>(
    `/accounts/${OPS.account}/payments?status=scheduled&per_page=10`,
  );
  const payment = scheduled.data[0];
  if (!payment) throw new Error('the seed has no scheduled payment');

  await signIn(page, { keepSignedIn: true });
  await page.goto(`/app/payments/${payment.ref}?bank_account=${payment.bank_account_ref}`);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  const trail = page.getByRole('list', { name: 'Activity' });
  await expect(trail.getByRole('listitem')).toHaveCount(1);
  await expect(trail).toContainText('Cancelled a payment');
  await expect(trail).toContainText('By Ada Lovelace (Owner)');
  await expect(trail).toContainText('Status: scheduled → cancelled');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  expect(await actorsAndActions(logTable(page), 6)).toEqual([
    'Ada Lovelace (Owner) | Cancelled a payment',
    'Ada Lovelace | Signed in',
    'Ada Lovelace (Owner) | Added a recipient',
    'Ada Lovelace | Signed in',
    'Mo Farah (Member) | Added a recipient',
    'Mo Farah | Signed in',
  ]);
  await expect(page.getByTestId('altered-badge')).toHaveCount(0);
  // Targets and changes are named as people know them: a payment, a bank account, a payee; never a ref.
  await expectNoInternalIds(page, 'the audit log');

  await pickOption(page, 'Actor', 'Mo', 'Mo Farah (Member)');
  await expect(page).toHaveURL(/[?&]actor=usr_mo(&|$)/);
  expect(await actorsAndActions(logTable(page), 2)).toEqual([
    'Mo Farah (Member) | Added a recipient',
    'Mo Farah | Signed in',
  ]);
  await expect(logTable(page)).toContainText(FORMULA_NAME);
  // The filter survives a reload: it lives in the URL.
  await page.reload();
  await expect(logTable(page).locator('tbody tr')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe(
    'Time,Actor,Role,Action,Target type,Target,Target ref,IP address,Device,User agent,Change,Matches its hash,Entry,Hash',
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]).toContain('Mo Farah,Member,Added a recipient,Recipient,');
  // The recipient's name, formula-safe: quoted text, never a formula.
  expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(rows[1]).toContain('Mo Farah,,Signed in,User,');
  for (const row of rows) expect(row).toContain(',Yes,aud_');

  // The export itself is in the log, by the one who made it.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/actor=/);
  await expect(logTable(page).locator('tbody tr').first()).toContainText('Exported data');
  await expect(logTable(page).locator('tbody tr').first()).toContainText('Ada Lovelace (Owner)');
});

// rules AUD-14 and AUD-15 (docs/rules/audit-log.md)
test('an audit entry edited after it was written is flagged as altered, alone, on a desktop and a phone', async ({
  page,
  request,
}) => {
  const ada = await adaApi(request);
  await createGbpRecipient(ada, 'Harbour Freight Services Ltd');
  await createGbpRecipient(ada, 'Northern Lights Trading');
  const entries = await ada.getPage<{ ref: string; after: { name: string } }>(
    `/accounts/${OPS.account}/audit-events?target_type=recipient`,
  );
  const harbour = entries.data.find((e) => e.after.name === 'Harbour Freight Services Ltd');
  if (!harbour) throw new Error('no audit entry for the recipient');
  // A rogue edit in storage: the entry now claims another recipient was added; its hash stays as it was.
  const tampered = await request.post(`${MOCK_URL}/__mock/audit/tamper`, {
    data: { ref: harbour.ref, after: { ...harbour.after, name: 'Totally Legit Ltd' } },
  });
  expect(tampered.ok()).toBe(true);
  const verify = await request.get(`${MOCK_URL}/__mock/audit/verify`);
  expect(await verify.json()).toEqual({ intact: false, first_broken_ref: harbour.ref });

  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/audit-log?target_type=recipient');
  await expect(page.getByRole('alert')).toContainText('1 entry on this page does not match its hash');
  const rows = logTable(page).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('altered-badge')).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Totally Legit Ltd' }).getByTestId('altered-badge')).toBeVisible();
  await expect(rows.filter({ hasText: 'Northern Lights Trading' }).getByTestId('altered-badge')).toHaveCount(
    0,
  );

  // On a phone: the page does not scroll sideways, the flagged card says so, and its panel explains it.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByTestId('data-list-row');
  await expect(cards).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const altered = cards.filter({ has: page.getByTestId('altered-badge') });
  await expect(altered).toHaveCount(1);
  await expect(altered).toContainText('Totally Legit Ltd');
  await altered.getByRole('button').first().click();
  const panel = page.getByRole('dialog', { name: 'Audit entry' });
  await expect(panel).toContainText('This entry does not match its hash');
  await expect(panel).toContainText(`Entry: ${harbour.ref}`);
});
