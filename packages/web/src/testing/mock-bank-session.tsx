import { unwrap } from '@portal/api-types';
import { createMockBankServer } from '@portal/mock-server/msw/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DeferredToastContainer } from '../components/ui/deferred-toast-container';
import { apiClient } from '../domains/session/api-client';
import { initialSessionState, useSessionStore } from '../domains/session/session-store';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { ThemeProvider } from '../theme/theme-provider';

/** The seeded users' password. */
export const SEED_PASSWORD = 'Northwind#2026';

/** A call to the mock bank's /__mock control endpoints (served by the same MSW handlers). */
export async function mockControl<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(new URL(path, window.location.origin), init);
  return (await response.json()) as T;
}

/** The current TOTP code of a user's active or pending secret, `offset` 30 s steps away. */
export async function totpCode(email: string, offset = 0): Promise<string> {
  return (await mockControl<{ code: string }>(`/__mock/totp/${email}?offset=${offset}`)).code;
}

/** Back to the seed, with a fresh anti-forgery session (the reset forgets the previous one). */
export async function resetMockBank(): Promise<void> {
  await mockControl('/__mock/reset', { method: 'POST' });
  await apiClient.GET('/auth/xsrf');
}

/**
 * The mock bank answering through MSW for the tests of the file (or of the describe block it is called in):
 * before each test, empty browser storage, no test's own handlers, the bank's seed, and Ada signed in
 * (`signInToMockBank`), or with `signIn: false` nobody.
 */
export function serveMockBank({ signIn = true }: { signIn?: boolean } = {}) {
  const mock = createMockBankServer({ cookieJar: true });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mock.server.close());
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    mock.server.resetHandlers();
    useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
    await resetMockBank();
    if (signIn) await signInToMockBank();
  });
  return mock;
}

/** Starts the session store with the current user, as the app's bootstrap does. */
async function startSession(accessToken: string) {
  useSessionStore.getState().setAccessToken(accessToken);
  const user = (await unwrap(apiClient.GET('/user/current'))).data;
  useSessionStore.getState().startSession(user);
  return user;
}

/** Signs a seeded user (no 2FA) in to the mock bank served by MSW (`serveMockBank`) and starts the session. */
export async function signInToMockBank(email = 'ada@northwind.test', password = SEED_PASSWORD) {
  useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
  // A fresh anti-forgery session (a reset of the bank forgets the previous one).
  await apiClient.GET('/auth/xsrf');
  const login = (await unwrap(apiClient.POST('/auth/login', { body: { email, password } }))).data;
  if (login.status !== 'authenticated') throw new Error(`${email} needs a second factor`);
  return startSession(login.access_token);
}

/** Signs a seeded user with 2FA on (Grace) in through the second factor, as `signInToMockBank` does. */
export async function signInWithSecondFactor(email = 'grace@northwind.test', password = SEED_PASSWORD) {
  useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
  await apiClient.GET('/auth/xsrf');
  const login = (await unwrap(apiClient.POST('/auth/login', { body: { email, password } }))).data;
  if (login.status !== 'two_factor_required') throw new Error(`${email} has no second factor`);
  const body = { challenge_ref: login.challenge_ref, code: await totpCode(email) };
  const verified = (await unwrap(apiClient.POST('/auth/2fa/verify-code', { body }))).data;
  return startSession(verified.access_token);
}

/**
 * A handler for `server.use`: the bank answers a sign-in or a refresh as authenticated, with a token but without
 * the user the contract requires (rule SES-19), so the app must start no session.
 */
export function answerWithoutUser(path: '/auth/login' | '/auth/refresh') {
  return http.post(`*${path}`, () =>
    HttpResponse.json({
      data: {
        status: 'authenticated',
        access_token: 'at_without_user',
        token_type: 'Bearer',
        expires_in: 300,
      },
    }),
  );
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
}

/**
 * Renders a screen inside the theme, a query client and a memory router at `path` (a URL, or an entry
 * with router state), with `routes` beside it (landing pages that show where the screen sent the user).
 */
export function renderScreen(
  element: ReactElement,
  {
    path = '/',
    route = '*',
    routes = [],
    queryClient = createTestQueryClient(),
  }: { path?: InitialEntry; route?: string; routes?: RouteObject[]; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: route, element }, ...routes], { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <LanguageProvider>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <DeferredToastContainer />
        </QueryClientProvider>
      </ThemeProvider>
    </LanguageProvider>,
  );
  return { ...result, user, router, queryClient };
}
