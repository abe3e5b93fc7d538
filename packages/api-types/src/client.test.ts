import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { Client } from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, SessionExpiredError } from './errors';
import { NetworkError } from './network-errors';
import { unwrap } from './unwrap';

const BASE = 'http://bank.test/api/v1';
const server = setupServer();

/** A tiny bank: one valid access token at a time, a refresh endpoint that can be told to fail. */
function createFakeBank() {
  const state = {
    validToken: 'token-fresh',
    refreshStatus: 200,
    refreshCalls: 0,
    xsrfCalls: 0,
    userCalls: 0,
    recipientBodies: [] as unknown[],
    uploads: [] as { type: string; name: string; content: string }[],
    seenXsrf: [] as (string | null)[],
    seenCredentials: [] as string[],
    seenContentTypes: [] as (string | null)[],
    /** While set, a GET /user/current marked `X-Test-Late` is answered only once this settles. */
    lateGate: null as Promise<void> | null,
  };
  const authorized = (request: Request) =>
    request.headers.get('Authorization') === `Bearer ${state.validToken}`;
  const unauthorized = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
  server.use(
    http.get(`${BASE}/auth/xsrf`, () => {
      state.xsrfCalls += 1;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${BASE}/auth/refresh`, ({ request }) => {
      state.refreshCalls += 1;
      state.seenXsrf.push(request.headers.get('X-XSRF-TOKEN'));
      if (state.refreshStatus !== 200) {
        return HttpResponse.json({ message: 'Refresh session expired.' }, { status: state.refreshStatus });
      }
      return HttpResponse.json({
        data: { access_token: state.validToken, token_type: 'Bearer', expires_in: 300 },
      });
    }),
    http.get(`${BASE}/user/current`, async ({ request }) => {
      if (request.headers.has('X-Test-Late') && state.lateGate) await state.lateGate;
      state.userCalls += 1;
      state.seenCredentials.push(request.credentials);
      if (!authorized(request)) return unauthorized();
      return HttpResponse.json({
        data: {
          ref: 'usr_ada',
          email: 'ada@northwind.test',
          name: 'Ada Lovelace',
          password_setup_at: '2026-01-01T00:00:00Z',
          two_factor_enabled: false,
          organization_accounts: [],
        },
      });
    }),
    http.post(`${BASE}/accounts/:account/recipients`, async ({ request }) => {
      state.seenXsrf.push(request.headers.get('X-XSRF-TOKEN'));
      state.seenContentTypes.push(request.headers.get('Content-Type'));
      if (!authorized(request)) return unauthorized();
      const body = await request.json();
      state.recipientBodies.push(body);
      return HttpResponse.json({ data: body }, { status: 201 });
    }),
    http.post(`${BASE}/accounts/:account/recipients/:recipient/kyc-documents`, async ({ request }) => {
      state.seenContentTypes.push(request.headers.get('Content-Type'));
      if (!authorized(request)) return unauthorized();
      const form = await request.formData();
      const file = form.get('file');
      if (!(file instanceof File)) return HttpResponse.json({ message: 'No file.' }, { status: 422 });
      state.uploads.push({
        type: String(form.get('document_type')),
        name: file.name,
        content: await file.text(),
      });
      return HttpResponse.json({ data: { ref: 'kyc_1' } }, { status: 201 });
    }),
  );
  return state;
}

function createTestClient(
  overrides: {
    token?: string;
    xsrf?: string | undefined;
    logoutOnExpiry?: boolean;
    requestTimeoutMs?: number;
  } = {},
) {
  let accessToken = overrides.token ?? 'token-expired';
  // With logoutOnExpiry the callback clears the token, as the web app's logout does.
  const onSessionExpired = vi.fn(() => {
    if (overrides.logoutOnExpiry) accessToken = '';
  });
  const onTokenRefreshed = vi.fn((token: string) => {
    accessToken = token;
  });
  const xsrf = 'xsrf' in overrides ? overrides.xsrf : 'xsrf-value';
  const api = createApiClient({
    baseUrl: BASE,
    getAccessToken: () => accessToken,
    onTokenRefreshed,
    onSessionExpired,
    getXsrfToken: () => xsrf,
    ...(overrides.requestTimeoutMs ? { requestTimeoutMs: overrides.requestTimeoutMs } : {}),
  });
  const setToken = (token: string) => {
    accessToken = token;
  };
  return { api, onSessionExpired, onTokenRefreshed, getToken: () => accessToken, setToken };
}

/** A one-path API with a PUT, for the anti-forgery check on a method the contract does not use yet. */
interface PutOnlyPaths {
  '/user/show': {
    put: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 204: { headers: Record<string, unknown>; content?: never } };
    };
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('single-flight refresh', () => {
  let bank: ReturnType<typeof createFakeBank>;
  beforeEach(() => {
    bank = createFakeBank();
  });

  it('refreshes once for 20 parallel 401s and retries each request once with the new token', async () => {
    const { api, onSessionExpired, onTokenRefreshed, getToken } = createTestClient();
    const results = await Promise.all(Array.from({ length: 20 }, () => api.client.GET('/user/current')));

    expect(bank.refreshCalls).toBe(1);
    expect(onTokenRefreshed).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('token-fresh');
    expect(results.every((result) => result.response.status === 200)).toBe(true);
    expect(results.map((result) => result.data?.data.email)).toEqual(Array(20).fill('ada@northwind.test'));
    expect(bank.userCalls).toBe(40); // 20 refused + 20 retried
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('rejects every queued request and reports the expired session once when the refresh fails', async () => {
    bank.refreshStatus = 401;
    const { api, onSessionExpired } = createTestClient();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => api.client.GET('/user/current')),
    );

    expect(bank.refreshCalls).toBe(1);
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    const reasons = outcomes.map((outcome) => (outcome.status === 'rejected' ? outcome.reason : null));
    expect(reasons.every((reason) => reason instanceof SessionExpiredError)).toBe(true);
    expect((reasons[0] as SessionExpiredError).message).toBe('Session expired. Please log in again.');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh gets no answer: the request fails as a network error, the next succeeds', async () => {
    const { api, onSessionExpired } = createTestClient({ requestTimeoutMs: 5000 });
    server.use(http.post(`${BASE}/auth/refresh`, () => HttpResponse.error(), { once: true }));
    const error = await api.client.GET('/user/current').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    const again = await api.client.GET('/user/current');
    expect(again.response.status).toBe(200);
    expect(bank.refreshCalls).toBe(1);
  });

  it('passes on the server message when the refresh fails with another status', async () => {
    bank.refreshStatus = 503;
    const { api, onSessionExpired } = createTestClient();
    await expect(api.client.GET('/user/current')).rejects.toThrow('Refresh session expired.');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends a request refused after its retry as that 401 (an ApiError once unwrapped), with no second refresh', async () => {
    const { api, onSessionExpired } = createTestClient();
    const seenAuthorization: (string | null)[] = [];
    // The refresh hands out a token that the resource server refuses all the same.
    server.use(
      http.post(`${BASE}/auth/refresh`, () => {
        bank.refreshCalls += 1;
        return HttpResponse.json({
          data: { access_token: 'token-useless', token_type: 'Bearer', expires_in: 300 },
        });
      }),
      http.get(`${BASE}/user/current`, ({ request }) => {
        bank.userCalls += 1;
        seenAuthorization.push(request.headers.get('Authorization'));
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const result = await api.client.GET('/user/current');

    expect(result.response.status).toBe(401);
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ message: 'Unauthenticated.' });
    expect(seenAuthorization).toEqual(['Bearer token-expired', 'Bearer token-useless']);
    expect(bank.refreshCalls).toBe(1);
    expect(bank.userCalls).toBe(2);
    // The refresh itself worked, so the session is not reported as expired.
    expect(onSessionExpired).not.toHaveBeenCalled();

    // The callers' usual path rejects it as an ApiError with status 401, still without a further refresh.
    const rejection = await unwrap(api.client.GET('/user/current')).catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(ApiError);
    expect(rejection).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(bank.refreshCalls).toBe(2); // one refresh for the second request's own first 401, none for its retry
    expect(bank.userCalls).toBe(4);
  });

  it('re-sends a payment with the same Idempotency-Key, body and headers after a refresh', async () => {
    const { api } = createTestClient();
    const seen: { headers: Record<string, string | null>; body: string }[] = [];
    server.use(
      http.post(`${BASE}/accounts/:account/bank-accounts/:bankAccount/payments`, async ({ request }) => {
        const pick = (name: string) => request.headers.get(name);
        seen.push({
          headers: {
            authorization: pick('Authorization'),
            idempotencyKey: pick('Idempotency-Key'),
            xsrf: pick('X-XSRF-TOKEN'),
            contentType: pick('Content-Type'),
            correlation: pick('X-Correlation-Id'),
          },
          body: await request.text(),
        });
        if (request.headers.get('Authorization') !== `Bearer ${bank.validToken}`) {
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
        }
        return HttpResponse.json({ data: { ref: 'pay_1' } }, { status: 201 });
      }),
    );
    const body = {
      recipient_ref: 'rcp_contoso',
      amount: '1250.00',
      currency: 'GBP',
      reason_code: 'invoice',
      reference: 'INV-2026-0142',
    };
    const result = await api.client.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
      params: {
        path: { account: 'org_northwind', bankAccount: 'ba_nw_main' },
        header: { 'Idempotency-Key': '5f0c7a3e-9b1d-4c2e-8f6a-2d4b7e9c1a03' },
      },
      headers: { 'X-Correlation-Id': 'corr-7' },
      body,
    });

    expect(result.response.status).toBe(201);
    expect(bank.refreshCalls).toBe(1);
    const sameApartFromToken = {
      idempotencyKey: '5f0c7a3e-9b1d-4c2e-8f6a-2d4b7e9c1a03',
      xsrf: 'xsrf-value',
      contentType: 'application/json',
      correlation: 'corr-7',
    };
    expect(seen).toEqual([
      {
        headers: { authorization: 'Bearer token-expired', ...sameApartFromToken },
        body: JSON.stringify(body),
      },
      { headers: { authorization: 'Bearer token-fresh', ...sameApartFromToken }, body: JSON.stringify(body) },
    ]);
  });

  it('re-sends a JSON body intact on retry, with the anti-forgery header', async () => {
    const { api } = createTestClient();
    const body = {
      type: 'business' as const,
      name: 'Contoso Ltd',
      country: 'GB',
      currency: 'GBP',
      bank_details: { scheme: 'sort_code' as const, sort_code: '200000', account_number: '55779911' },
    };
    const result = await api.client.POST('/accounts/{account}/recipients', {
      params: { path: { account: 'org_northwind' } },
      body,
    });

    expect(result.response.status).toBe(201);
    expect(bank.refreshCalls).toBe(1);
    expect(bank.recipientBodies).toEqual([body]);
    expect(bank.seenXsrf.filter((value) => value === 'xsrf-value').length).toBe(bank.seenXsrf.length);
  });

  it('re-sends a multipart body intact on retry', async () => {
    const { api } = createTestClient();
    const file = new File(['%PDF-1.7 certificate'], 'certificate.pdf', { type: 'application/pdf' });
    const result = await api.client.POST('/accounts/{account}/recipients/{recipient}/kyc-documents', {
      params: { path: { account: 'org_northwind', recipient: 'rcp_1' } },
      body: { document_type: 'certificate_of_incorporation', file: file.name },
      bodySerializer: (fields) => {
        const form = new FormData();
        form.set('document_type', fields.document_type);
        form.set('file', file);
        return form;
      },
    });

    expect(result.response.status).toBe(201);
    expect(bank.refreshCalls).toBe(1);
    expect(bank.uploads).toEqual([
      { type: 'certificate_of_incorporation', name: 'certificate.pdf', content: '%PDF-1.7 certificate' },
    ]);
  });

  it('retries without refreshing when another request already refreshed the token', async () => {
    const { api } = createTestClient();
    await api.client.GET('/user/current'); // refreshes: token-expired → token-fresh
    bank.validToken = 'token-fresh';
    expect(bank.refreshCalls).toBe(1);
    const second = await api.client.GET('/user/current', {
      headers: { Authorization: 'Bearer token-expired' },
    });
    expect(second.response.status).toBe(200);
    expect(bank.refreshCalls).toBe(1);
  });

  it('never refreshes for a request that carried no bearer token (e.g. a failed login)', async () => {
    const { api } = createTestClient({ token: '' });
    const result = await api.client.GET('/user/current');
    expect(result.response.status).toBe(401);
    expect(bank.refreshCalls).toBe(0);
  });

  it('starts a new refresh for a later expiry once the previous one has settled', async () => {
    const { api } = createTestClient();
    await api.client.GET('/user/current');
    bank.validToken = 'token-fresher';
    await api.client.GET('/user/current');
    expect(bank.refreshCalls).toBe(2);
  });
});

describe('after a failed refresh has ended the session', () => {
  let bank: ReturnType<typeof createFakeBank>;
  beforeEach(() => {
    bank = createFakeBank();
    bank.refreshStatus = 401;
  });

  it('rejects a 401 that arrives after the failure settled, with no second refresh or logout', async () => {
    let releaseLate = () => {};
    bank.lateGate = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    const { api, onSessionExpired } = createTestClient({ logoutOnExpiry: true });
    const late = api.client.GET('/user/current', { headers: { 'X-Test-Late': '1' } });
    const lateOutcome = late.then(
      () => 'resolved',
      (error: unknown) => error,
    );

    await expect(api.client.GET('/user/current')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(bank.refreshCalls).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);

    releaseLate(); // the slow request of the same session now gets its 401
    const reason = await lateOutcome;
    expect(reason).toBeInstanceOf(SessionExpiredError);
    expect((reason as SessionExpiredError).message).toBe('Session expired. Please log in again.');
    expect(bank.userCalls).toBe(2);
    expect(bank.refreshCalls).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('rejects a later request of the same session that 401s, when the token was not cleared', async () => {
    const { api, onSessionExpired } = createTestClient();
    await expect(api.client.GET('/user/current')).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(api.client.GET('/user/current')).rejects.toBeInstanceOf(SessionExpiredError);

    expect(bank.userCalls).toBe(2);
    expect(bank.refreshCalls).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('refreshes again once a new access token is set by a login', async () => {
    const { api, onSessionExpired, setToken, getToken } = createTestClient({ logoutOnExpiry: true });
    await expect(api.client.GET('/user/current')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(getToken()).toBe('');

    setToken('token-login'); // a new login; the bank later expires that token too
    bank.refreshStatus = 200;
    bank.validToken = 'token-renewed';
    const result = await api.client.GET('/user/current');

    expect(result.response.status).toBe(200);
    expect(bank.refreshCalls).toBe(2);
    expect(getToken()).toBe('token-renewed');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports the next session’s failed refresh again, once', async () => {
    const { api, onSessionExpired, setToken } = createTestClient({ logoutOnExpiry: true });
    await expect(api.client.GET('/user/current')).rejects.toBeInstanceOf(SessionExpiredError);
    setToken('token-login');
    await expect(api.client.GET('/user/current')).rejects.toBeInstanceOf(SessionExpiredError);

    expect(bank.refreshCalls).toBe(2);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });
});

describe('headers and credentials', () => {
  let bank: ReturnType<typeof createFakeBank>;
  beforeEach(() => {
    bank = createFakeBank();
  });

  it('sends the bearer token from the getter and includes credentials', async () => {
    const { api } = createTestClient({ token: 'token-fresh' });
    const result = await api.client.GET('/user/current');
    expect(result.response.status).toBe(200);
    expect(bank.seenCredentials).toEqual(['include']);
  });

  it('keeps an Authorization header the request set itself', async () => {
    const { api } = createTestClient({ token: 'token-expired' });
    const result = await api.client.GET('/user/current', {
      headers: { Authorization: 'Bearer token-fresh' },
    });
    expect(result.response.status).toBe(200);
    expect(bank.refreshCalls).toBe(0);
  });

  it('asks for an anti-forgery cookie once when there is none, before state-changing calls', async () => {
    const { api } = createTestClient({ token: 'token-fresh', xsrf: undefined });
    await Promise.all([api.ensureXsrfToken(), api.ensureXsrfToken(), api.ensureXsrfToken()]);
    expect(bank.xsrfCalls).toBe(1);
  });

  it('the refresh call itself carries the anti-forgery header and no bearer token', async () => {
    const { api } = createTestClient();
    const seen: { authorization: string | null; xsrf: string | null }[] = [];
    server.use(
      http.post(`${BASE}/auth/refresh`, ({ request }) => {
        seen.push({
          authorization: request.headers.get('Authorization'),
          xsrf: request.headers.get('X-XSRF-TOKEN'),
        });
        return HttpResponse.json({
          data: { access_token: 'token-fresh', token_type: 'Bearer', expires_in: 300 },
        });
      }),
    );
    await expect(api.refreshAccessToken()).resolves.toBe('token-fresh');
    expect(seen).toEqual([{ authorization: null, xsrf: 'xsrf-value' }]);
  });

  it('sends a JSON body as application/json by default, and leaves multipart to fetch', async () => {
    const { api } = createTestClient({ token: 'token-fresh' });
    await api.client.POST('/accounts/{account}/recipients', {
      params: { path: { account: 'org_northwind' } },
      body: {
        type: 'business',
        name: 'Contoso Ltd',
        country: 'GB',
        currency: 'GBP',
        bank_details: { scheme: 'sort_code', sort_code: '200000', account_number: '55779911' },
      },
    });
    await api.client.POST('/accounts/{account}/recipients/{recipient}/kyc-documents', {
      params: { path: { account: 'org_northwind', recipient: 'rcp_1' } },
      body: { document_type: 'certificate_of_incorporation', file: 'a.pdf' },
      bodySerializer: (fields) => {
        const form = new FormData();
        form.set('document_type', fields.document_type);
        form.set('file', new File(['%PDF'], fields.file, { type: 'application/pdf' }));
        return form;
      },
    });

    expect(bank.seenContentTypes).toHaveLength(2);
    expect(bank.seenContentTypes[0]).toBe('application/json');
    expect(bank.seenContentTypes[1]).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends the anti-forgery header on POST, PUT, PATCH and DELETE, and not on GET', async () => {
    const { api } = createTestClient({ token: 'token-fresh' });
    const seen: Record<string, (string | null)[]> = { GET: [], POST: [], PUT: [], PATCH: [], DELETE: [] };
    const record = ({ request }: { request: Request }) => {
      seen[request.method]?.push(request.headers.get('X-XSRF-TOKEN'));
      return new HttpResponse(null, { status: 204 });
    };
    server.use(
      http.get(`${BASE}/user/current`, record),
      http.post(`${BASE}/user/notifications/read-all`, record),
      http.put(`${BASE}/user/show`, record),
      http.patch(`${BASE}/user/show`, record),
      http.delete(`${BASE}/accounts/:account/recipients/:recipient`, record),
    );
    const recipient = { params: { path: { account: 'org_northwind', recipient: 'rcp_1' } } };
    await api.client.GET('/user/current');
    await api.client.POST('/user/notifications/read-all');
    // The contract has no PUT yet; the same client, typed with one PUT path, checks the method anyway.
    await (api.client as unknown as Client<PutOnlyPaths>).PUT('/user/show');
    await api.client.PATCH('/user/show', { body: { job_title: 'Finance Director' } });
    await api.client.DELETE('/accounts/{account}/recipients/{recipient}', recipient);

    expect(seen).toEqual({
      GET: [null],
      POST: ['xsrf-value'],
      PUT: ['xsrf-value'],
      PATCH: ['xsrf-value'],
      DELETE: ['xsrf-value'],
    });
  });

  it('sends no anti-forgery header on reads', async () => {
    const { api } = createTestClient({ token: 'token-fresh' });
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/user/current`, ({ request }) => {
        seen.push(request.headers.get('X-XSRF-TOKEN'));
        return HttpResponse.json({ message: 'stop here' }, { status: 418 });
      }),
    );
    await api.client.GET('/user/current');
    expect(seen).toEqual([null]);
  });
});

describe('refreshSession: the refreshed token with the user its answer carried', () => {
  const ada = { ref: 'usr_ada', email: 'ada@northwind.test', organization_accounts: [] };

  it("gives this client's answer's user (unchecked) and stores the token", async () => {
    server.use(
      http.post(`${BASE}/auth/refresh`, () =>
        HttpResponse.json({
          data: {
            status: 'authenticated',
            access_token: 'token-new',
            token_type: 'Bearer',
            expires_in: 300,
            user: ada,
          },
        }),
      ),
    );
    const { api, getToken } = createTestClient({ token: '' });
    expect(await api.refreshSession()).toEqual({ source: 'answer', accessToken: 'token-new', user: ada });
    expect(getToken()).toBe('token-new');
  });

  it('says when the token was handed over without a refresh call of its own (another tab refreshed)', async () => {
    const refreshCalls = vi.fn();
    server.use(
      http.post(`${BASE}/auth/refresh`, () => {
        refreshCalls();
        return HttpResponse.json({ message: 'not expected' }, { status: 500 });
      }),
    );
    const api = createApiClient({
      baseUrl: BASE,
      getAccessToken: () => '',
      getXsrfToken: () => 'xsrf-value',
      runRefresh: async () => 'token-from-another-tab',
    });
    expect(await api.refreshSession()).toEqual({
      source: 'handed-over',
      accessToken: 'token-from-another-tab',
    });
    expect(refreshCalls).not.toHaveBeenCalled();
  });
});
