import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONFIRM_DIALOG_DEFAULTS,
  openConfirmDialog,
  useConfirmDialogStore,
} from '../../components/ui/confirm-dialog-store';
import { useLogoutOverlayStore } from '../../domains/session/logout-overlay-store';
import { initialSessionState, useSessionStore } from '../../domains/session/session-store';
import { makeCurrentUser } from '../../domains/session/testing/current-user-fixture';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
import { apiServer } from '../testing/api-server';
import { renderRoutes } from '../testing/render-routes';

describe('logout from the header', () => {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
  beforeEach(() => {
    localStorage.clear();
    useMobileMenuStore.getState().reset();
    useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
    useSessionStore.getState().setAccessToken('token');
    useSessionStore.getState().startSession(makeCurrentUser());
  });

  it("shows 'Logging out...' while the call runs, then clears the session and the cache", async () => {
    let release: () => void = () => {};
    apiServer.use(
      http.post('/api/v1/auth/logout', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Logged out.' });
      }),
    );
    const { user, router, queryClient } = renderRoutes('/app/dashboard', { withSession: true });
    useMobileMenuStore.getState().setCollapsed(true);
    openConfirmDialog({ title: 'Delete recipient?' });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findAllByText('Logging out...')).not.toHaveLength(0);
    release();
    await waitFor(() => expect(useLogoutOverlayStore.getState().isLoggingOut).toBe(false));
    expect(screen.queryByText('Logging out...')).not.toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, accessToken: '' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(useMobileMenuStore.getState().isCollapsed).toBe(false);
    expect(useConfirmDialogStore.getState()).toMatchObject(CONFIRM_DIALOG_DEFAULTS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("keeps the session and says 'Logout failed. Please try again.' when the server refuses", async () => {
    apiServer.use(
      http.post('/api/v1/auth/logout', () => HttpResponse.json({ message: 'Try later.' }, { status: 503 })),
    );
    const { user } = renderRoutes('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logout failed. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Try later.')).toBeInTheDocument();
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
    expect(useLogoutOverlayStore.getState().isLoggingOut).toBe(false);
  });
});
