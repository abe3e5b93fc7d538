import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { dropEmptyQueryValues } from './query-string';

const BASE = 'http://bank.test/api/v1';
const seen: string[] = [];
const server = setupServer(
  http.get(`${BASE}/accounts/:account/recipients`, ({ request }) => {
    seen.push(new URL(request.url).search);
    return HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 10 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('query strings', () => {
  it('drops empty, null and undefined values', () => {
    expect(dropEmptyQueryValues({ a: '', b: null, c: undefined, d: 'x' })).toEqual({ d: 'x' });
  });

  it('keeps zero and false, and the non-empty items of an array', () => {
    expect(dropEmptyQueryValues({ page: 0, active: false, type: ['', 'business'] })).toEqual({
      page: 0,
      active: false,
      type: ['business'],
    });
  });

  it('is what the client sends: a cleared filter leaves the URL', async () => {
    const { client } = createApiClient({ baseUrl: BASE, getAccessToken: () => 'token' });
    await client.GET('/accounts/{account}/recipients', {
      params: { path: { account: 'org_a' }, query: { search: '', page: 2, per_page: 10 } },
    });
    expect(seen).toEqual(['?page=2&per_page=10']);
  });
});
