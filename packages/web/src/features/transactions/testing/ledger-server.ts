import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { Transaction } from '../transaction-filters';

let seq = 0;

/** A transaction of the seeded GBP operating account; override what the test is about. */
export function makeTransaction(partial: Partial<Transaction> = {}): Transaction {
  seq += 1;
  return {
    ref: `txn_t${seq}`,
    bank_account_ref: 'ba_northwind_ops',
    type: 'payment',
    direction: 'debit',
    amount: '1.00',
    currency: 'GBP',
    balance_after: '0.00',
    status: 'completed',
    description: `Entry ${seq}`,
    counterparty_name: null,
    payment_ref: null,
    fx_trade_ref: null,
    booked_at: '2026-03-02T10:00:00Z',
    value_date: '2026-03-02',
    ...partial,
  };
}

/**
 * An MSW server answering the transactions list from a hand-made ledger (newest first, as the API), with the
 * contract's filters (bank account, currency, status, booked date from/to) and pagination. `requests`
 * records each query string.
 */
export function createLedgerServer() {
  let ledger: Transaction[] = [];
  const requests: URLSearchParams[] = [];
  const exports: unknown[] = [];
  const server = setupServer(
    // The anti-forgery cookie the client fetches before its first POST.
    http.get('/api/v1/auth/xsrf', () => new HttpResponse(null, { status: 204 })),
    // recordExport: the bank's record of each file before its download (rule ROLE-09).
    http.post('/api/v1/accounts/:account/exports', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      exports.push(body);
      return HttpResponse.json(
        { data: { ref: `exp_${exports.length}`, ...body, created_at: '2026-03-31T12:00:00Z' } },
        { status: 201 },
      );
    }),
    http.get('/api/v1/accounts/:account/transactions', ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const page = Number(query.get('page') ?? '1');
      const perPage = Number(query.get('per_page') ?? '10');
      const day = (t: Transaction) => t.booked_at.slice(0, 10);
      const rows = ledger.filter(
        (t) =>
          (!query.get('bank_account') || t.bank_account_ref === query.get('bank_account')) &&
          (!query.get('currency') || t.currency === query.get('currency')) &&
          (!query.get('status') || t.status === query.get('status')) &&
          (!query.get('from') || day(t) >= (query.get('from') ?? '')) &&
          (!query.get('to') || day(t) <= (query.get('to') ?? '')),
      );
      return HttpResponse.json({
        data: rows.slice((page - 1) * perPage, page * perPage),
        meta: { total: rows.length, page, per_page: perPage },
      });
    }),
  );
  return {
    server,
    requests,
    /** The bodies of the recorded exports. */
    exports,
    /** Newest first, as the API lists them. */
    setLedger(rows: Transaction[]) {
      ledger = rows;
      requests.length = 0;
      exports.length = 0;
    },
  };
}
