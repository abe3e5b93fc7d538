import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { warmUpAntiForgery } from './warm-up-anti-forgery';

let asked = 0;
const server = setupServer(
  http.get('/api/v1/auth/xsrf', () => {
    asked += 1;
    return new HttpResponse(null, { status: 204 });
  }),
);

describe('warmUpAntiForgery', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    asked = 0;
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets and clears the cookie the browser would hold
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
  });
  afterAll(() => server.close());

  it('asks for the anti-forgery cookie once when the browser has none', async () => {
    warmUpAntiForgery();
    warmUpAntiForgery();
    await expect.poll(() => asked).toBe(1);
  });

  it('asks nothing when the cookie is already there', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'XSRF-TOKEN=abc.def; Path=/';
    warmUpAntiForgery();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
  });
});
