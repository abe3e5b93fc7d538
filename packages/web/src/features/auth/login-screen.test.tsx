import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../../domains/session/session-store';
import { SignedInHomePreloadContext } from '../../domains/session/signed-in-home-preload';
import { LoginScreen } from './login-screen';
import { renderAuthScreen } from './testing/auth-screen';

const server = setupServer(http.get('/api/v1/auth/xsrf', () => new HttpResponse(null, { status: 204 })));
const refuse = (status: number, body: object, headers?: Record<string, string>) =>
  server.use(http.post('/api/v1/auth/login', () => HttpResponse.json(body, { status, headers })));

async function submit(user: ReturnType<typeof renderAuthScreen>['user'], email = 'ada@northwind.test') {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'Wrong#Password1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen states', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => useSessionStore.setState({ ...initialSessionState, isSessionLoading: false }));

  it('shows the refusal without a warning while attempts are plenty', async () => {
    refuse(401, { message: 'These credentials do not match our records.', attempts_remaining: 4 });
    const { user } = renderAuthScreen(<LoginScreen />, '/login-screen', '/login-screen');
    await submit(user);
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.queryByText(/attempts? left/)).not.toBeInTheDocument();
  });

  it('warns when two attempts or fewer are left', async () => {
    refuse(401, { message: 'These credentials do not match our records.', attempts_remaining: 2 });
    const { user } = renderAuthScreen(<LoginScreen />, '/login-screen', '/login-screen');
    await submit(user);
    expect(
      await screen.findByText('Only 2 attempts left before sign-in is temporarily locked.'),
    ).toBeInTheDocument();
  });

  it('shows the lock with the wait in minutes and seconds, and blocks the button for that address', async () => {
    refuse(
      429,
      {
        message: 'Too many failed sign-in attempts. Try again later.',
        code: 'rate_limited',
        retry_after: 900,
      },
      { 'Retry-After': '900' },
    );
    const { user } = renderAuthScreen(<LoginScreen />, '/login-screen', '/login-screen');
    await submit(user);
    expect(await screen.findByText('Too many failed sign-in attempts. Try again later.')).toBeInTheDocument();
    expect(screen.getByTestId('lockout-wait')).toHaveTextContent(/^1[45]m \d{2}s$/);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    // Another address is not locked by this answer.
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'grace@northwind.test');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('puts 422 field errors under their fields', async () => {
    refuse(422, {
      message: 'The given data was invalid.',
      errors: { email: ['This address cannot sign in.'] },
    });
    const { user } = renderAuthScreen(<LoginScreen />, '/login-screen', '/login-screen');
    await submit(user);
    expect(await screen.findAllByText('This address cannot sign in.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    // The error described the value sent; a changed value no longer carries it.
    await user.type(screen.getByLabelText(/^Email/), 'x');
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('This address cannot sign in.', { selector: '[id$="-error"]' })).toBeNull();
  });

  it("clears a field's error as soon as its value changes after an empty submit", async () => {
    const { user } = renderAuthScreen(<LoginScreen />, '/login-screen', '/login-screen');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true'));
    await user.type(screen.getByLabelText(/^Password/), 'a');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends one sign-in request however often it is submitted while the first is on its way', async () => {
    let requests = 0;
    let answer: () => void = () => {};
    server.use(
      http.post('/api/v1/auth/login', async () => {
        requests += 1;
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(
          { message: 'These credentials do not match our records.', attempts_remaining: 4 },
          { status: 401 },
        );
      }),
    );
    const { user } = renderAuthScreen(<LoginScreen />, '/login-screen', '/login-screen');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@northwind.test');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong#Password1');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.dblClick(button);
    await waitFor(() => expect(requests).toBe(1));
    // While it runs: the button is busy, and Enter in the form or a scripted submit do not send again.
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(screen.getByLabelText(/^Password/), '{Enter}');
    fireEvent.submit(screen.getByRole('form', { name: /sign in/i }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toBe(1);
    answer();
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it("loads the dashboard's code when the browser is idle after the form is drawn, and asks again as the sign-in request leaves", async () => {
    const preload = { code: vi.fn(), data: vi.fn() };
    let answer: () => void = () => {};
    server.use(
      http.post('/api/v1/auth/login', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 });
      }),
    );
    const { user } = renderAuthScreen(
      <SignedInHomePreloadContext value={preload}>
        <LoginScreen />
      </SignedInHomePreloadContext>,
      '/login-screen',
      '/login-screen',
    );
    // Before any sign-in: once the browser is idle after the form has been drawn.
    await waitFor(() => expect(preload.code).toHaveBeenCalledTimes(1));
    await submit(user);
    // At the latest as the request leaves (a no-op for code already loaded).
    await waitFor(() => expect(preload.code).toHaveBeenCalledTimes(2));
    answer();
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    // A refused sign-in starts no session, so no data is fetched ahead.
    expect(preload.data).not.toHaveBeenCalled();
  });
});
