import type { Page } from '@playwright/test';
import { expectAccessibleAtBothSizes } from '../../fixtures/axe';
import { adaApi, OPS, OPS_PATH } from '../../fixtures/bank-api';
import { createGbpRecipient, pickOption, TEXT_FILE, TEXT_PDF } from '../../fixtures/payments';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 90_000 });

// The lists' columns as at 1440 (a narrower window leaves out the least important ones to fit).
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function openRecipients(page: Page) {
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/recipients');
  await expect(page.getByRole('heading', { name: 'Recipients', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recipients' }).getByRole('row').nth(1)).toBeVisible();
}

function panel(page: Page) {
  return page.getByRole('dialog');
}

async function uploadKyc(page: Page, documentType: string) {
  const dialog = panel(page);
  await expect(dialog.getByRole('heading', { name: 'KYC documents' })).toBeVisible();
  await pickOption(page, 'Document type', documentType);
  await dialog.getByTestId('file-input').setInputFiles(TEXT_PDF);
  await expect(dialog.getByText(TEXT_PDF.name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Document uploaded.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: /^Documents of/ }).getByText(TEXT_PDF.name)).toBeVisible();
}

/** Deletes a recipient from the table's row button, answering yes in the confirmation dialog. */
async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete recipient' })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
}

/** The bank refused the delete: a payment still waits for this recipient. */
async function expectRecipientInUse(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: 'The recipient was not deleted' })).toContainText(
    'This recipient has a scheduled or pending payment and cannot be deleted.',
  );
}

// rule RCP-01 (docs/rules/recipients.md)
test('creates a GBP recipient with sort code and account number, then uploads a KYC document', async ({
  page,
}) => {
  await openRecipients(page);
  await page.getByRole('button', { name: 'Add recipient' }).click();
  const dialog = panel(page);
  await expect(dialog.getByRole('heading', { name: 'Add recipient' })).toBeVisible();

  // The company lookup fills in the legal name and registration number.
  await dialog.getByRole('textbox', { name: 'Find the company' }).fill('Kestrel');
  await dialog.getByRole('button', { name: 'Search companies' }).click();
  await dialog.getByRole('button', { name: /Kestrel IT Consulting Ltd/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Kestrel IT Consulting Ltd');
  await expect(dialog.getByRole('textbox', { name: 'Registration number' })).toHaveValue('10233987');
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Kestrel IT Consulting Ltd');
  // The seed already pays Kestrel; this one is its new trading name.
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Kestrel IT (new)');

  await pickOption(page, /^Country/, 'United Kingdom');
  await expect(dialog.getByRole('textbox', { name: /^Sort code/ })).toBeVisible();
  // Browser validation first: a wrong sort code and a short account number.
  await dialog.getByRole('textbox', { name: /^Sort code/ }).fill('60-16');
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('1234');
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await expect(dialog.getByText('Enter a 6-digit sort code, for example 60-16-13.')).toBeVisible();
  await expect(dialog.getByText('Enter an 8-digit account number.')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Sort code/ }).fill('60-16-13');
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('31926819');
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await expect(page.getByText('Recipient added. You can upload KYC documents now.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Edit recipient' })).toBeVisible();
  await uploadKyc(page, 'Certificate of incorporation');
  await expectAccessibleAtBothSizes(page, 'recipient panel');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Kestrel');
  const row = page.getByRole('row', { name: /Kestrel IT \(new\)/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Sort code 60-16-13, account ••••6819');
  await expect(row).toContainText('GBP');
  await expect(row.getByRole('cell').nth(6)).toHaveText('1');
  await expect(page).toHaveURL(/search=Kestrel/);
});

// rule RCP-01 (docs/rules/recipients.md)
test('creates a EUR recipient with IBAN and BIC, checked in the browser, then uploads a KYC document', async ({
  page,
}) => {
  await openRecipients(page);
  await page.getByRole('button', { name: 'Add recipient' }).click();
  const dialog = panel(page);
  await dialog.getByText('Individual').click();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Greta Hoffmann');
  await pickOption(page, /^Country/, 'Germany');
  await expect(dialog.getByRole('combobox', { name: /^Currency/ })).toBeVisible();
  await expect(dialog.getByTestId('select-field').nth(1)).toContainText('EUR');
  // A wrong IBAN check digit and an unknown BIC country are refused before anything is sent.
  await dialog.getByRole('textbox', { name: /^IBAN/ }).fill('DE89 3704 0044 0532 0130 01');
  await dialog.getByRole('textbox', { name: /^BIC/ }).fill('DEUTXXFF');
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await expect(dialog.getByText('Enter a valid IBAN.')).toBeVisible();
  await expect(dialog.getByText('Enter a valid BIC (8 or 11 characters).')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^IBAN/ }).fill('DE89 3704 0044 0532 0130 00');
  await dialog.getByRole('textbox', { name: /^BIC/ }).fill('DEUTDEFF');
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await expect(page.getByText('Recipient added. You can upload KYC documents now.')).toBeVisible();
  await uploadKyc(page, 'Bank statement');
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Greta');
  const row = page.getByRole('row', { name: /Greta Hoffmann/ });
  await expect(row).toContainText('IBAN DE89 ••••3000');
  await expect(row).toContainText('EUR');
  await expect(row).toContainText('Individual');
});

/** Fills a UK business recipient the bank does not know (its payee check answers by the documented test names). */
async function addUkRecipient(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add recipient' }).click();
  const dialog = panel(page);
  await expect(dialog.getByRole('heading', { name: 'Add recipient' })).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await pickOption(page, /^Country/, 'United Kingdom');
  await dialog.getByRole('textbox', { name: /^Sort code/ }).fill('20-00-00');
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('55779911');
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  return dialog;
}

/** The saved recipient's panel shows the stored check with its time. */
async function expectStoredCheck(page: Page, title: string) {
  const dialog = panel(page);
  await expect(page.getByText('Recipient added. You can upload KYC documents now.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Edit recipient' })).toBeVisible();
  const stored = dialog.getByTestId('payee-verification');
  await expect(stored).toBeVisible();
  await expect(dialog.getByText(`Payee check: ${title}`)).toBeVisible();
  await expect(stored).toContainText(/Checked \d\d \w{3}, \d{4} - \d\d:\d\d.* \(Confirmation of Payee\)/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

// rules VOP-01, VOP-02, VOP-03, VOP-04 (docs/rules/payee-verification.md)
test("asks the payee's bank before adding a recipient: match, close match, no match, check not possible", async ({
  page,
}) => {
  await openRecipients(page);

  // A match saves at once.
  await addUkRecipient(page, 'Fenwick Joinery Ltd');
  await expectStoredCheck(page, 'Name matches');

  // A close match offers the name the bank holds, in one click.
  let dialog = await addUkRecipient(page, 'Close Match Fenwick');
  await expect(dialog.getByText('Payee check: Close match')).toBeVisible();
  await expect(dialog.getByTestId('payee-verification')).toContainText(
    'The payee’s bank holds this account in the name “Close Match Fenwick Holdings Ltd”, not “Close Match Fenwick”.',
  );
  await dialog.getByRole('button', { name: 'Use Close Match Fenwick Holdings Ltd' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(
    'Close Match Fenwick Holdings Ltd',
  );
  await expectStoredCheck(page, 'Name matches');

  // A no match saves nothing until "Add anyway"; the answer is kept with the recipient.
  dialog = await addUkRecipient(page, 'No Match Fenwick');
  await expect(dialog.getByText('Payee check: Name does not match')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add recipient' })).toHaveCount(0);
  await expectAccessibleAtBothSizes(page, 'payee check: no match');
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Add anyway' }).click();
  await expectStoredCheck(page, 'Name does not match');

  // A check not possible is no warning: the user goes on.
  dialog = await addUkRecipient(page, 'Unavailable Fenwick');
  await expect(dialog.getByText('Payee check: Name not checked')).toBeVisible();
  await expect(dialog.getByTestId('payee-verification')).toContainText('This is not a warning');
  await dialog.getByTestId('payee-verification').getByRole('button', { name: 'Add recipient' }).click();
  await expectStoredCheck(page, 'Name not checked');
});

// rule RCP-08 (docs/rules/recipients.md)
test('refuses a wrong file type with its message (rule RCP-08)', async ({ page }) => {
  await openRecipients(page);
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const dialog = panel(page);
  await expect(dialog.getByRole('heading', { name: 'KYC documents' })).toBeVisible();
  await pickOption(page, 'Document type', 'Certificate of incorporation');
  await dialog.getByTestId('file-input').setInputFiles(TEXT_FILE);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Unsupported file type. Supported type: .pdf, .png, .jpeg',
  );
  // Passport scans are images only: the message follows the document type.
  await pickOption(page, 'Document type', 'Passport of a director');
  await dialog.getByTestId('file-input').setInputFiles(TEXT_PDF);
  await expect(dialog.getByRole('alert')).toHaveText('Unsupported file type. Supported type: .png, .jpeg');
  await expect(dialog.getByText(TEXT_PDF.name)).toHaveCount(0);
});

// rule RCP-03 (docs/rules/recipients.md)
test('an XSS-looking recipient name is shown as typed, never as markup', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const evil = '<img src=x onerror=alert(1)>';
  await openRecipients(page);
  await page.getByRole('button', { name: 'Add recipient' }).click();
  const dialog = panel(page);
  await dialog.getByText('Individual').click();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(evil);
  await pickOption(page, /^Country/, 'United States');
  await dialog.getByRole('textbox', { name: /^ABA routing number/ }).fill('026009593');
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('123456789');
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  // No payee check covers ABA details (rule VOP-04): the user goes on.
  const check = dialog.getByTestId('payee-verification');
  await expect(check).toContainText('these bank details cannot be checked');
  await check.getByRole('button', { name: 'Add recipient' }).click();
  await expect(page.getByText('Recipient added. You can upload KYC documents now.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('<img');
  const cell = page.getByRole('table', { name: 'Recipients' }).getByText(evil, { exact: true });
  await expect(cell).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

// rule RCP-07 (docs/rules/recipients.md)
test('deleting asks first; a recipient with a pending payment cannot be deleted', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  const busy = await createGbpRecipient(api, 'Zed Busy Ltd');
  await api.post(
    `${OPS_PATH}/payments`,
    { recipient_ref: busy, amount: '1.00', currency: 'GBP', reason_code: 'SUPP', reference: 'Busy' },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  await openRecipients(page);
  await page.getByRole('button', { name: 'Add recipient' }).click();
  const dialog = panel(page);
  await dialog.getByText('Individual').click();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Zed Short-lived');
  await pickOption(page, /^Country/, 'United Kingdom');
  await dialog.getByRole('textbox', { name: /^Sort code/ }).fill('601613');
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('31926819');
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await expect(page.getByText('Recipient added. You can upload KYC documents now.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Zed');
  await page.getByRole('button', { name: 'Delete Zed Short-lived' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete recipient' });
  await expect(confirm).toContainText('Delete Zed Short-lived?');
  await confirm.getByRole('button', { name: 'No, cancel' }).click();
  await expect(page.getByRole('row', { name: /Zed Short-lived/ })).toBeVisible();
  await confirmDelete(page, 'Zed Short-lived');
  await expect(page.getByText('Recipient deleted.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Zed Short-lived/ })).toHaveCount(0);

  await confirmDelete(page, 'Zed Busy Ltd');
  await expectRecipientInUse(page);
  await expect(page.getByRole('row', { name: /Zed Busy Ltd/ })).toBeVisible();
});

// rule RCP-06 (docs/rules/recipients.md)
test('edits a recipient in the side panel: the table and the bank show the new name and details', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  const ref = await createGbpRecipient(api, 'Zennor Haulage');
  await openRecipients(page);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Zennor');
  await expect(page.getByRole('row', { name: /Zennor Haulage/ })).toContainText(
    'Sort code 60-16-13, account ••••6819',
  );
  await page.getByRole('button', { name: 'Edit Zennor Haulage' }).click();
  const dialog = panel(page);
  await expect(dialog.getByRole('heading', { name: 'Edit recipient' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Zennor Haulage');
  await expect(dialog.getByRole('textbox', { name: /^Sort code/ })).toHaveValue('60-16-13');

  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Zennor Freight Ltd');
  // The browser checks the new details before anything is sent.
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('5577991');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Enter an 8-digit account number.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Sort code/ }).fill('20-00-00');
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('55779911');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Recipient updated.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Zennor Freight Ltd');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('row', { name: /Zennor Freight Ltd/ });
  await expect(row).toContainText('Sort code 20-00-00, account ••••9911');
  await expect(page.getByRole('row', { name: /Zennor Haulage/ })).toHaveCount(0);
  const stored = await api.get<{ name: string; bank_details: unknown }>(
    `/accounts/${OPS.account}/recipients/${ref}`,
  );
  expect(stored).toMatchObject({
    name: 'Zennor Freight Ltd',
    bank_details: { scheme: 'sort_code', sort_code: '200000', account_number: '55779911' },
  });
  // Still there after a reload (the bank's copy, not the screen's).
  await page.reload();
  await expect(page.getByRole('row', { name: /Zennor Freight Ltd/ })).toContainText(
    'Sort code 20-00-00, account ••••9911',
  );
});

test('a recipient with a scheduled payment (a future date) cannot be deleted until it is cancelled', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  const busy = await createGbpRecipient(api, 'Zed Later Ltd');
  // A business day about two weeks ahead, as the bank's own window check names it.
  const { server_time } = await api.get<{ server_time: string }>(`${OPS_PATH}/payments/check-time-window`);
  const inTwoWeeks = new Date(Date.parse(server_time) + 14 * 86_400_000).toISOString().slice(0, 10);
  const { execution_date } = await api.get<{ execution_date: string }>(
    `${OPS_PATH}/payments/check-time-window?execution_date=${inTwoWeeks}`,
  );
  const payment = await api.post<{ ref: string; status: string; execution_date: string }>(
    `${OPS_PATH}/payments`,
    {
      recipient_ref: busy,
      amount: '1.00',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: 'Later',
      execution_date,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(payment).toMatchObject({ status: 'scheduled', execution_date });
  expect(execution_date > server_time.slice(0, 10)).toBe(true);

  await openRecipients(page);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Zed Later');
  await confirmDelete(page, 'Zed Later Ltd');
  await expectRecipientInUse(page);
  await expect(page.getByRole('row', { name: /Zed Later Ltd/ })).toBeVisible();
  expect((await api.get<{ ref: string }>(`/accounts/${OPS.account}/recipients/${busy}`)).ref).toBe(busy);

  // Once the scheduled payment is cancelled, the same delete goes through.
  await api.post(`${OPS_PATH}/payments/${payment.ref}/cancel`, undefined);
  await confirmDelete(page, 'Zed Later Ltd');
  await expect(page.getByText('Recipient deleted.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Zed Later Ltd/ })).toHaveCount(0);
});

test('the recipients screen passes axe at desktop size and at 390 px', async ({ page }) => {
  await openRecipients(page);
  await expectAccessibleAtBothSizes(page, 'recipients');
});
