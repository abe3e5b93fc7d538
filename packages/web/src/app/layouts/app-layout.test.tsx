import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
import { initialSessionState, useSessionStore } from '../../stores/session-store';
import { makeCurrentUser } from '../../stores/testing/current-user-fixture';
import { apiServer } from '../testing/api-server';
import { renderRoutes } from '../testing/render-routes';

async function findNav(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
      if (!nav) throw new Error('no main navigation yet');
      return nav;
    },
    { timeout: 5000 },
  );
}

// jsdom evaluates no media queries, so the desktop sidebar (display from md up) counts as hidden.
describe('the application frame', () => {
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

  it('has the menu entries, the unread count badge and the user with Log out', async () => {
    renderRoutes('/app/dashboard');
    const nav = await findNav();
    for (const name of ['Dashboard', 'Recipients', 'Notifications', 'Settings', 'Account']) {
      expect(
        within(nav).getByRole('link', { name: new RegExp(`^${name}`), hidden: true }),
      ).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Payments', hidden: true })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'FX', hidden: true })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Dashboard/, hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(within(nav).getByTestId('unread-count')).toHaveTextContent('3'));
    expect(useSessionStore.getState().unreadNotificationsCount).toBe(3);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@northwind.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('opens the Payments dropdown on a payments page', async () => {
    renderRoutes('/app/new-payment/amount');
    const nav = await findNav();
    expect(within(nav).getByRole('button', { name: 'Payments', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'New payment', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('collapsing the sidebar hides the labels', async () => {
    const { user } = renderRoutes('/app/dashboard');
    const nav = await findNav();
    await user.click(within(nav).getByRole('button', { name: 'Collapse menu', hidden: true }));
    expect(useMobileMenuStore.getState().isCollapsed).toBe(true);
    expect(within(nav).queryByText('Recipients')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Recipients', hidden: true })).toBeInTheDocument();
    expect(useMobileMenuStore.getState().isOpen).toBe(false);
  });

  it('switching the organization account saves it, re-derives currencies and refetches', async () => {
    let unreadCalls = 0;
    apiServer.use(
      http.get('/api/v1/user/notifications/unread-count', () => {
        unreadCalls += 1;
        return HttpResponse.json({ data: { count: 1 } });
      }),
    );
    const { user } = renderRoutes('/app/dashboard');
    const select = await screen.findByRole('combobox', { name: 'Organization account' });
    await waitFor(() => expect(unreadCalls).toBe(1));
    await user.selectOptions(select, 'org_acme');
    expect(useSessionStore.getState().currentAccountRef).toBe('org_acme');
    expect(useSessionStore.getState().currencies).toEqual([{ code: 'EUR', bank_account_ref: 'ba_acme' }]);
    expect(localStorage.getItem('portal.currentAccountRef')).toBe('org_acme');
    await waitFor(() => expect(unreadCalls).toBe(2));
    expect(await screen.findByText('Acme Exports GmbH', { selector: 'p' })).toBeInTheDocument();
  });

  it('opens the mobile menu from the header', async () => {
    const { user } = renderRoutes('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(useMobileMenuStore.getState().isOpen).toBe(true);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
