import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
import { initialSessionState, useSessionStore } from '../../stores/session-store';
import { makeCurrentUser } from '../../stores/testing/current-user-fixture';
import { apiServer } from '../testing/api-server';
import { renderRoutes } from '../testing/render-routes';
import { useSidebarStore } from './sidebar-store';

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
    useSidebarStore.getState().setCollapsed(false);
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
    const toggle = within(nav).getByRole('button', { name: 'Payments', hidden: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    // The desktop sidebar is display: none in jsdom (no media queries), so its dropdown is hidden too.
    const current = list?.querySelector('a[aria-current="page"]');
    expect(current).toHaveTextContent('New payment');
  });

  it('collapsing the desktop sidebar hides its labels and leaves the mobile menu as it was', async () => {
    const { user } = renderRoutes('/app/dashboard');
    const nav = await findNav();
    await user.click(within(nav).getByRole('button', { name: 'Collapse menu', hidden: true }));
    expect(useSidebarStore.getState().isCollapsed).toBe(true);
    expect(within(nav).queryByText('Recipients')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Recipients', hidden: true })).toBeInTheDocument();
    expect(useMobileMenuStore.getState()).toMatchObject({ isOpen: false, isCollapsed: false });
  });

  it('the mobile menu collapses on its own, independently of open and of the desktop sidebar', async () => {
    const { user } = renderRoutes('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Recipients')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Collapse menu' }));
    expect(useMobileMenuStore.getState()).toMatchObject({ isOpen: true, isCollapsed: true });
    expect(within(drawer).queryByText('Recipients')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Recipients' })).toBeInTheDocument();
    expect(useSidebarStore.getState().isCollapsed).toBe(false);
    expect(within(await findNav()).getByText('Recipients')).toBeInTheDocument();
    // Closing keeps the collapsed choice; expanding keeps it open.
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(useMobileMenuStore.getState()).toMatchObject({ isOpen: false, isCollapsed: true });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const reopened = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(reopened).getByRole('button', { name: 'Expand menu' }));
    expect(useMobileMenuStore.getState()).toMatchObject({ isOpen: true, isCollapsed: false });
  });

  it('in the mobile menu, an entry dropdown stays inside the drawer and Escape closes it first', async () => {
    const { user } = renderRoutes('/app/payments');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const toggle = within(drawer).getByRole('button', { name: 'Payments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(drawer).getByRole('list', { name: 'Payments' });
    await user.click(within(list).getByRole('link', { name: 'Payments list' }));
    // Choosing an entry navigates and closes the drawer.
    await waitFor(() => expect(useMobileMenuStore.getState().isOpen).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    const toggleAgain = within(again).getByRole('button', { name: 'Payments' });
    // Reopened on a payments page, the drawer's menu starts with the Payments dropdown open.
    expect(toggleAgain).toHaveAttribute('aria-expanded', 'true');
    within(again).getByRole('link', { name: 'Payments list' }).focus();
    await user.keyboard('{Escape}');
    expect(within(again).queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
    expect(toggleAgain).toHaveFocus();
    expect(useMobileMenuStore.getState().isOpen).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(useMobileMenuStore.getState().isOpen).toBe(false));
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
