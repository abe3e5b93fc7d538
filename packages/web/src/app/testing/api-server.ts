import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { makeCurrentUser } from '../../domains/session/testing/current-user-fixture';

const API = '/api/v1';
const empty = { data: [], meta: { total: 0, page: 1, per_page: 10 } };

/** Plain MSW answers for what the shell calls (the mock bank's handlers can replace these). */
export const shellHandlers = [
  http.get(`${API}/auth/xsrf`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${API}/user/current`, () => HttpResponse.json({ data: makeCurrentUser() })),
  http.get(`${API}/user/notifications/unread-count`, () => HttpResponse.json({ data: { count: 3 } })),
  http.get(`${API}/user/notifications`, () =>
    HttpResponse.json({ ...empty, meta: { ...empty.meta, unread_count: 0 } }),
  ),
  http.get(`${API}/accounts/:account/bank-accounts/:bankAccount/balances`, () =>
    HttpResponse.json({ data: [] }),
  ),
  http.get(`${API}/accounts/:account/bank-accounts/:bankAccount/payments`, () => HttpResponse.json(empty)),
  http.get(`${API}/accounts/:account/transactions`, () => HttpResponse.json(empty)),
  http.get(`${API}/accounts/:account/recipients`, () => HttpResponse.json(empty)),
  http.get(`${API}/resources/payment-time-window`, () =>
    HttpResponse.json({ data: { timezone: 'Europe/London', days: [], holidays: [], max_days_ahead: 30 } }),
  ),
  http.get(`${API}/resources/fx-cutoff-time-window`, () =>
    HttpResponse.json({ data: { timezone: 'Europe/London', days: [], holidays: [] } }),
  ),
  http.get(`${API}/resources/fx-rates`, () =>
    HttpResponse.json({ data: { base: 'GBP', as_of: '2026-01-01T00:00:00Z', rates: {} } }),
  ),
];

export const apiServer = setupServer(...shellHandlers);
