import { unwrap } from '@portal/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { apiClient } from '../../domains/session/api-client';
import { formatAmount } from '../../lib/format-amount';
import { formatMonth } from '../../lib/format-date';
import { mockControl, renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { StatementsScreen } from './statements-screen';
import { TransactionExportScreen } from './transaction-export-screen';

serveMockBank();

const ACCOUNT = 'org_northwind';
const SLOW = { timeout: 10_000 };

/** The bank's own first page of this year's statements, as the screen asks for it. */
const bankStatements = async () =>
  unwrap(
    apiClient.GET('/accounts/{account}/statements', {
      params: {
        path: { account: ACCOUNT },
        query: { year: new Date().getFullYear(), page: 1, per_page: 10 },
      },
    }),
  );

/** The links the page clicked to download: their address and the file name the browser saves. */
function watchDownloads() {
  const clicked: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  return clicked;
}

afterEach(() => vi.restoreAllMocks());

const renderStatements = (path = paths.app.statements.getHref()) =>
  renderScreen(<StatementsScreen newExport={<button type="button">Export transactions…</button>} />, {
    path,
    route: paths.app.statements.path,
    routes: [{ path: paths.app.transactionExport.path, element: <TransactionExportScreen /> }],
  });

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the Statements screen against the mock bank', () => {
  it('rules STM-01, STM-02 and STM-04: lists this year’s months newest first, with their balances and status', async () => {
    const bank = await bankStatements();
    renderStatements();
    const table = await screen.findByRole('table', { name: 'Statements' }, SLOW);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(bank.data.length), SLOW);
    bodyRows(table).forEach((row, i) => {
      const statement = bank.data[i];
      if (!statement) throw new Error(`no statement ${i}`);
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells.slice(0, 8)).toEqual([
        formatMonth(statement.month),
        statement.bank_account_ref === 'ba_northwind_ops' ? 'Operating account' : 'Treasury account',
        statement.currency,
        formatAmount(statement.opening_balance, statement.currency),
        formatAmount(statement.total_in, statement.currency),
        formatAmount(statement.total_out, statement.currency),
        formatAmount(statement.closing_balance, statement.currency),
        statement.status,
      ]);
    });
    // The month in progress says what provisional means, on its badge and in a line above the list.
    const provisional = bodyRows(table).find((row) => within(row).queryByText('provisional'));
    expect(provisional?.querySelector('[title="Provisional until the month ends"]')).not.toBeNull();
    expect(screen.getByTestId('provisional-note')).toHaveTextContent(
      'Provisional: the month in progress. Its figures change until the month ends',
    );
  });

  it('rules STM-02 and STM-03: Download → CAMT.053 has the bank build the file and the browser fetch its link', async () => {
    const bank = await bankStatements();
    const october = bank.data.find((s) => s.status === 'final' && s.currency === 'GBP');
    if (!october) throw new Error('no final GBP statement on the first page');
    const downloads = watchDownloads();
    const { user } = renderStatements();
    const month = formatMonth(october.month);
    const menuButton = await screen.findByRole(
      'button',
      { name: `Download the ${month} statement of Operating account in GBP` },
      SLOW,
    );
    await user.click(menuButton);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'PDF statement',
      'CSV (spreadsheet)',
      'CSV for Xero',
      'CSV for QuickBooks Online',
      'CAMT.053 (ISO 20022 XML)',
      'MT940 (SWIFT)',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'CAMT.053 (ISO 20022 XML)' }));
    await waitFor(() => expect(downloads).toHaveLength(1), SLOW);
    const [download] = downloads;
    expect(download?.href).toMatch(/\/api\/v1\/files\/file_[A-Za-z0-9]{20,64}$/);
    expect(download?.download).toMatch(/\.xml$/);
    // What the link serves (without the session's credentials) is the statement, with its closing balance.
    const xml = await (await fetch(download?.href ?? '', { credentials: 'omit' })).text();
    expect(xml).toContain('<Cd>CLBD</Cd>');
    expect(xml).toContain(`<Amt Ccy="GBP">${october.closing_balance}</Amt>`);
  });

  it('rule STM-01: a year without statements says so, and why', async () => {
    renderStatements(`${paths.app.statements.getHref()}?year=2020`);
    expect(await screen.findByText('No statements match these filters', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(
        'There are no statements for 2020 with these filters. Choose another year, account or currency.',
      ),
    ).toBeInTheDocument();
  });

  it('rule STM-08: a balance confirmation refused for a day not ended says why under the date, then is created', async () => {
    const downloads = watchDownloads();
    const { user } = renderStatements();
    await user.click(await screen.findByRole('button', { name: 'Balance confirmation' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Balance confirmation' }, SLOW);
    const date = within(dialog).getByRole('textbox', { name: /^Balances at the end of/ });
    const lastMonthEnd = (date as HTMLInputElement).value;
    expect(lastMonthEnd).not.toBe('');

    // The bank's day is still that day: it has not closed, and the bank says so under the field.
    // The field offers the end of last month by this computer's date; the bank's own day may be later (in the
    // day) or not (a bank started at night keeps its clock on the last business day's morning). Its clock only
    // ever goes back here: moved forward, it would outlive the session's tokens.
    const clock = await mockControl<{ now: string }>('/__mock/clock');
    const theDay = new Date();
    theDay.setDate(0);
    const fieldDay = `${theDay.getFullYear()}-${String(theDay.getMonth() + 1).padStart(2, '0')}-${String(theDay.getDate()).padStart(2, '0')}`;
    const bankDay = clock.now.slice(0, 10);
    const setBankClock = (at: string) =>
      mockControl('/__mock/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ set: at }),
      });
    const bankAhead = bankDay > fieldDay;
    if (bankAhead) await setBankClock(`${fieldDay}T12:00:00Z`);
    await user.click(within(dialog).getByRole('button', { name: 'Create letter' }));
    await waitFor(
      () =>
        expect(date).toHaveAccessibleDescription(
          'Choose a day that has ended: balances are confirmed at the close of business.',
        ),
      SLOW,
    );

    // A day that has ended can be confirmed: the same day once the bank's clock is back where it was, or, when
    // the bank was not ahead, the day before the bank's.
    if (bankAhead) await setBankClock(clock.now);
    else {
      const dayBefore = new Date(`${bankDay}T12:00:00Z`);
      dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
      const shown = (date as HTMLInputElement).value;
      await user.type(date, dayBefore.toISOString().slice(0, 10), {
        initialSelectionStart: 0,
        initialSelectionEnd: shown.length,
      });
      // Leaving the field keeps the typed day (Enter would send the form at once).
      await user.keyboard('{Tab}');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create letter' }));
    const created = await screen.findByRole('dialog', { name: 'Balance confirmation created' }, SLOW);
    const reference = within(created).getByTestId('verification-reference').textContent ?? '';
    expect(reference).toMatch(/^BC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(within(created).getByRole('button', { name: 'Copy verification reference' })).toBeInTheDocument();
    // The bank confirms the reference it printed.
    const verified = await unwrap(
      apiClient.GET('/balance-confirmations/{verificationReference}', {
        params: { path: { verificationReference: reference } },
      }),
    );
    expect(verified.data.balances.length).toBeGreaterThan(0);
    await user.click(within(created).getByRole('button', { name: 'Download letter (PDF)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.download).toMatch(/\.pdf$/);
  });

  it('rule STM-07: the Exports tab shows the caller’s exports moving on to ready, then downloads one', async () => {
    const requested = await unwrap(
      apiClient.POST('/accounts/{account}/transaction-exports', {
        params: { path: { account: ACCOUNT } },
        body: {
          format: 'mt940',
          from: `${new Date().getFullYear()}-01-01`,
          to: `${new Date().getFullYear()}-12-31`,
        },
      }),
    );
    const downloads = watchDownloads();
    const { user } = renderStatements(paths.app.statements.getHref('exports'));
    const table = await screen.findByRole('table', { name: 'Exports' }, SLOW);
    const row = await within(table).findByRole('row', { name: /MT940 \(SWIFT\)/ }, SLOW);
    expect(row).toHaveTextContent('All accounts');
    expect(row).toHaveTextContent(requested.data.row_count.toLocaleString('en-GB'));
    // Followed every 1.5 s while the bank builds it.
    await within(row).findByText('ready', {}, { timeout: 15_000 });
    await user.click(within(row).getByRole('button', { name: /^Download the export of / }));
    await waitFor(() => expect(downloads).toHaveLength(1), SLOW);
    expect(downloads[0]?.href).toMatch(/\/api\/v1\/files\/file_/);
    expect(screen.getByRole('button', { name: 'Export transactions…' })).toBeInTheDocument();
  });

  it('rule STM-07: an export’s page follows it Requested → Preparing → Ready, then offers its file', async () => {
    const requested = await unwrap(
      apiClient.POST('/accounts/{account}/transaction-exports', {
        params: { path: { account: ACCOUNT } },
        body: {
          format: 'camt053',
          from: `${new Date().getFullYear()}-06-01`,
          to: `${new Date().getFullYear()}-06-30`,
        },
      }),
    );
    const downloads = watchDownloads();
    const { user } = renderStatements(paths.app.transactionExport.getHref(requested.data.ref));
    expect(
      await screen.findByRole('heading', { name: 'Export of transactions', level: 1 }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Export progress' })).toBeInTheDocument();
    expect(screen.getByTestId('export-row-count')).toHaveTextContent(
      `${requested.data.row_count.toLocaleString('en-GB')} transactions`,
    );
    const download = await screen.findByRole(
      'button',
      { name: 'Download CAMT.053 (ISO 20022 XML)' },
      { timeout: 15_000 },
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
    await user.click(download);
    await waitFor(() => expect(downloads).toHaveLength(1), SLOW);
    expect(downloads[0]?.download).toMatch(/\.xml$/);
  });

  it('an export that is not the caller’s says so, with the way back', async () => {
    renderStatements(paths.app.transactionExport.getHref('txx_unknown'));
    expect(
      await screen.findByRole('heading', { name: 'Export of transactions', level: 1 }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to exports' })).toHaveAttribute(
      'href',
      '/app/statements?tab=exports',
    );
  });
});
