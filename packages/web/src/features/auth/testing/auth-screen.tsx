import { configure, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { InitialEntry } from 'react-router-dom';
import { mockControl, renderScreen } from '../../../testing/mock-bank-session';

// Two shared cores and several test runs at once: give screens time to appear.
configure({ asyncUtilTimeout: 10_000 });

const landing = (title: string) => <h1>{title}</h1>;
const LANDING_PAGES = [
  { path: '/login', element: landing('Login page') },
  { path: '/app/dashboard', element: landing('Dashboard page') },
  { path: '/forget-password', element: landing('Forgot password page') },
];

/** Renders a screen at `path` with a few landing pages around it (their headings show where we went). */
export function renderAuthScreen(element: ReactElement, path: string, entry: InitialEntry) {
  return renderScreen(element, { route: path, path: entry, routes: LANDING_PAGES });
}

export async function outboxToken(email: string): Promise<string> {
  const mails = await mockControl<{ data: { token: string }[] }>(
    `/__mock/outbox?to=${encodeURIComponent(email)}`,
  );
  const token = mails.data[0]?.token;
  if (!token) throw new Error(`no mail for ${email}`);
  return token;
}

export const heading = (name: string) => screen.findByRole('heading', { name });
