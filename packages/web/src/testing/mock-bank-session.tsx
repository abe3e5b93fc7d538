import { unwrap } from '@portal/api-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { apiClient } from '../config/api-client';
import { initialSessionState, useSessionStore } from '../stores/session-store';
import { ThemeProvider } from '../theme/theme-provider';

/**
 * Signs a seeded user (no 2FA) in to the mock bank served by MSW (`createMockBankServer`), and starts the
 * session store with the current user, as the app's bootstrap does.
 */
export async function signInToMockBank(email = 'ada@northwind.test', password = 'Northwind#2026') {
  useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
  // A fresh anti-forgery session (a reset of the bank forgets the previous one).
  await apiClient.GET('/auth/xsrf');
  const login = (await unwrap(apiClient.POST('/auth/login', { body: { email, password } }))).data;
  if (login.status !== 'authenticated') throw new Error(`${email} needs a second factor`);
  useSessionStore.getState().setAccessToken(login.access_token);
  const user = (await unwrap(apiClient.GET('/user/current'))).data;
  useSessionStore.getState().startSession(user);
  return user;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
}

/** Renders a screen inside the theme, a query client and a memory router at `path`. */
export function renderScreen(
  element: ReactElement,
  { path = '/', route = '*', queryClient = createTestQueryClient() } = {},
) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastContainer />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, user, router, queryClient };
}
