import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { initialSessionState, useSessionStore } from '../../domains/session/session-store';
import { deferredModule } from '../../lib/deferred-module';
import { SignInForm } from './login-screen';
import { renderAuthScreen } from './testing/auth-screen';

// The form's code (react-hook-form with it) arrives only when the test lets it: until then the screen shows
// the fields it draws first. (The test setup has the app's own copy loaded, as a browser that fetched it.)
let open: () => void = () => {};
const opened = new Promise<void>((resolve) => {
  open = resolve;
});
const gatedFormCode = deferredModule(async () => {
  await opened;
  return import('./login-form');
});

const sent: unknown[] = [];
const server = setupServer(
  http.get('/api/v1/auth/xsrf', () => new HttpResponse(null, { status: 204 })),
  http.post('/api/v1/auth/login', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(
      { message: 'These credentials do not match our records.', attempts_remaining: 4 },
      { status: 401 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => useSessionStore.setState({ ...initialSessionState, isSessionLoading: false }));

it('keeps what was typed, the caret and a press of Sign in made before the form code arrived', async () => {
  const { user } = renderAuthScreen(
    <SignInForm formCode={gatedFormCode} />,
    '/login-screen',
    '/login-screen',
  );
  await user.type(await screen.findByLabelText(/^Email/), 'ada@northwind.test');
  await user.type(screen.getByLabelText(/^Password/), 'Wrong#Password1');
  await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
  const button = screen.getByRole('button', { name: 'Sign in' });
  const password = screen.getByLabelText<HTMLInputElement>(/^Password/);
  password.focus();
  password.setSelectionRange(2, 5);
  await user.keyboard('{Enter}');
  // Sent before the code is here: the button is busy, nothing has left yet.
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  expect(sent).toEqual([]);

  open();
  expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
  expect(sent).toEqual([
    expect.objectContaining({ email: 'ada@northwind.test', password: 'Wrong#Password1' }),
  ]);
  const taken = screen.getByLabelText<HTMLInputElement>(/^Password/);
  expect(taken).not.toBe(password);
  expect(taken.value).toBe('Wrong#Password1');
  expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('ada@northwind.test');
  expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).toBeChecked();
  expect(document.activeElement).toBe(taken);
  expect([taken.selectionStart, taken.selectionEnd]).toEqual([2, 5]);
});
