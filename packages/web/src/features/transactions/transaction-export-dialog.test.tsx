import { unwrap } from '@portal/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { TransactionExportAction } from './transaction-export-action';

const { server } = serveMockBank();

const SLOW = { timeout: 10_000 };
const TOO_MANY =
  'This period has 123,456 entries; one export holds at most 100,000. Choose a shorter period.';

afterEach(() => vi.restoreAllMocks());

async function openDialog() {
  const view = renderScreen(<TransactionExportAction />);
  await view.user.click(await screen.findByRole('button', { name: 'Export…' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Export transactions' }, SLOW);
  return { ...view, dialog };
}

async function choose(
  user: ReturnType<typeof renderScreen>['user'],
  dialog: HTMLElement,
  field: string,
  option: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Export… on the transactions list, against the mock bank', () => {
  it('rules STM-06 and STM-07: requests this year as CSV, follows it to ready and downloads it', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { user, dialog } = await openDialog();
    await choose(user, dialog, 'Period', 'This year');
    const year = new Date().getFullYear();
    expect(within(dialog).getByText(new RegExp(`^From 01 Jan, ${year} to `))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request export' }));

    const progress = await screen.findByRole('dialog', { name: 'Your export' }, SLOW);
    const steps = within(progress).getByRole('list', { name: 'Export progress' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await within(progress).findByText('Your export is ready to download.', {}, { timeout: 15_000 });
    const exports = await unwrap(
      apiClient.GET('/accounts/{account}/transaction-exports', {
        params: { path: { account: 'org_northwind' }, query: { page: 1, per_page: 10 } },
      }),
    );
    const [latest] = exports.data;
    expect(latest).toMatchObject({ status: 'ready', format: 'csv', from: `${year}-01-01` });
    expect(within(progress).getByTestId('export-row-count')).toHaveTextContent(
      (latest?.row_count ?? -1).toLocaleString('en-GB'),
    );
    await user.click(within(progress).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toHaveLength(1), SLOW);
    expect(clicked[0]?.href).toMatch(/\/api\/v1\/files\/file_/);
    expect(clicked[0]?.download).toMatch(/\.csv$/);
  });

  it('rule STM-06: the bank’s refusal of a period too large shows under the period', async () => {
    let asked = 0;
    server.use(
      http.post('*/accounts/:account/transaction-exports', () => {
        asked += 1;
        return HttpResponse.json(
          { message: 'The request is not valid.', errors: { from: [TOO_MANY] } },
          { status: 422 },
        );
      }),
    );
    const { user, dialog } = await openDialog();
    await choose(user, dialog, 'Period', 'Last year');
    await user.click(within(dialog).getByRole('button', { name: 'Request export' }));
    const period = within(dialog).getByRole('combobox', { name: /^Period/ });
    await waitFor(() => expect(period).toHaveAccessibleDescription(TOO_MANY), SLOW);
    expect(asked).toBe(1);
    // Under the field only: no banner repeats it.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Export transactions' })).toBeInTheDocument();
  });

  it('rule STM-06: Xero asks for one account in one currency before anything is sent', async () => {
    let asked = 0;
    server.use(
      http.post('*/accounts/:account/transaction-exports', () => {
        asked += 1;
        return undefined;
      }),
    );
    const { user, dialog } = await openDialog();
    await choose(user, dialog, 'Format', 'CSV for Xero');
    expect(
      within(dialog).getByText('Xero and QuickBooks Online import one account in one currency at a time.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request export' }));
    expect(
      await within(dialog).findByText(
        'Xero and QuickBooks Online import one account in one currency at a time: choose one account and one currency.',
      ),
    ).toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
