import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { ThemeProvider } from '../../theme/theme-provider';

// Two shared cores and several test runs at once: give screens time to appear.
configure({ asyncUtilTimeout: 10_000 });

/** Renders a screen at `path` with a few landing pages around it (their headings show where we went). */
export function renderAuthScreen(element: ReactElement, path: string, entry: InitialEntry) {
  const landing = (title: string) => <h1>{title}</h1>;
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/login', element: landing('Login page') },
      { path: '/app/dashboard', element: landing('Dashboard page') },
      { path: '/forget-password', element: landing('Forgot password page') },
    ],
    { initialEntries: [entry] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
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

/** The mock bank's control endpoints, answered by MSW inside the test. */
export async function mockControl<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(new URL(path, window.location.origin), init);
  return (await response.json()) as T;
}

/** Back to the seed, with a fresh anti-forgery session (the reset forgets the previous one). */
export async function resetMockBank(): Promise<void> {
  await mockControl('/__mock/reset', { method: 'POST' });
  await fetch(new URL('/api/v1/auth/xsrf', window.location.origin));
}

export async function outboxToken(email: string): Promise<string> {
  const mails = await mockControl<{ data: { token: string }[] }>(
    `/__mock/outbox?to=${encodeURIComponent(email)}`,
  );
  const token = mails.data[0]?.token;
  if (!token) throw new Error(`no mail for ${email}`);
  return token;
}

export async function totpCode(email: string, offset = 0): Promise<string> {
  return (await mockControl<{ code: string }>(`/__mock/totp/${email}?offset=${offset}`)).code;
}

export const heading = (name: string) => screen.findByRole('heading', { name });
