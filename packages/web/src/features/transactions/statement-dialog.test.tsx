import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeferredToastContainer } from '../../components/ui/deferred-toast-container';
import { makeCurrentUser } from '../../domains/session/testing/current-user-fixture';
import { pdfTexts } from '../../testing/pdf-text';
import { renderUi } from '../../testing/render';
import { StatementDialog } from './statement-dialog';
import { createLedgerServer, makeTransaction } from './testing/ledger-server';

const ledger = createLedgerServer();
function northwind() {
  const found = makeCurrentUser().organization_accounts[0];
  if (!found) throw new Error('fixture without an organization account');
  return found;
}
const account = northwind();
const march = { bank_account: 'ba_main', currency: 'GBP', from: '2026-03-01', to: '2026-03-31' } as const;
const entry = (partial: Parameters<typeof makeTransaction>[0]) =>
  makeTransaction({ bank_account_ref: 'ba_main', ...partial });

/** Opens the dialog on March, downloads, and returns the texts of the PDF that went to the browser's download. */
async function downloadStatement(onClose = vi.fn()) {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:statement';
  });
  const { user } = renderUi(<StatementDialog open onClose={onClose} account={account} filters={march} />);
  const dialog = await screen.findByRole('dialog', { name: 'Download a statement' });
  await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(blobs).toHaveLength(1));
  return { dialog, onClose, pdf: await pdfTexts(blobs[0] as Blob) };
}

describe('StatementDialog', () => {
  beforeAll(() => ledger.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    ledger.server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => ledger.server.close());

  it('downloads the statement and closes when the balances agree', async () => {
    ledger.setLedger([
      entry({
        direction: 'credit',
        amount: '0.20',
        balance_after: '100.30',
        booked_at: '2026-03-04T09:00:00Z',
      }),
      entry({
        direction: 'credit',
        amount: '0.10',
        balance_after: '100.10',
        booked_at: '2026-03-03T09:00:00Z',
      }),
    ]);
    const { pdf, onClose } = await downloadStatement();
    expect(pdf).toContain('100.00');
    expect(pdf).toContain('100.30');
    // Recorded with the bank before the download (rule ROLE-09): the period and the rows of the statement.
    expect(ledger.exports).toEqual([
      { dataset: 'transactions', format: 'pdf', row_count: 2, filters: march },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText("Check this statement's balances")).not.toBeInTheDocument();
  });

  it("warns, and stays open, when the bank's running balance disagrees with the computed one", async () => {
    ledger.setLedger([
      entry({
        ref: 'txn_off',
        direction: 'credit',
        amount: '1.00',
        balance_after: '12.00',
        booked_at: '2026-03-04T09:00:00Z',
      }),
      entry({
        direction: 'credit',
        amount: '1.00',
        balance_after: '10.00',
        booked_at: '2026-03-03T09:00:00Z',
      }),
    ]);
    const { dialog, onClose, pdf } = await downloadStatement();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Check this statement's balances");
    expect(alert).toHaveTextContent(
      "The bank's recorded balance differs from the running balance computed for this statement on 1 entry: txn_off.",
    );
    expect(onClose).not.toHaveBeenCalled();
    // The statement itself carries the warning and marks the row (computed 11.00, the bank said 12.00).
    expect(pdf).toContain('Entries: txn_off');
    expect(pdf).toContain('* 11.00');
  });

  it('opens a period with nothing booked on the last booked balance before it, past 100 unbooked entries', async () => {
    ledger.setLedger([
      entry({ status: 'pending', balance_after: '5.00', booked_at: '2026-03-10T09:00:00Z' }),
      ...Array.from({ length: 130 }, () =>
        entry({ status: 'failed', balance_after: '999.99', booked_at: '2026-02-27T09:00:00Z' }),
      ),
      entry({ status: 'settled', balance_after: '98765.43', booked_at: '2026-02-20T09:00:00Z' }),
    ]);
    const { pdf } = await downloadStatement();
    // Opening (summary and table) and closing balance: 98,765.43 exactly; never 0.00.
    expect(pdf.filter((text) => text === '98,765.43 GBP')).toHaveLength(2);
    expect(pdf.filter((text) => text === '98,765.43')).toHaveLength(2);
    expect(pdf).not.toContain('0.00');
  });

  it('stops, with the bank’s message and no file, when the export cannot be recorded', async () => {
    ledger.setLedger([entry({ direction: 'credit', amount: '1.00', balance_after: '1.00' })]);
    const message = 'Your role (Viewer) cannot export statements.';
    ledger.server.use(
      http.post('/api/v1/accounts/:account/exports', () =>
        HttpResponse.json({ message, code: 'forbidden' }, { status: 403 }),
      ),
    );
    const created = vi.spyOn(URL, 'createObjectURL');
    const onClose = vi.fn();
    const { user } = renderUi(
      <>
        <StatementDialog open onClose={onClose} account={account} filters={march} />
        <DeferredToastContainer />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Download a statement' });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
