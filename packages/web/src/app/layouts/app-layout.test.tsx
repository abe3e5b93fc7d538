import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initialSessionState, useSessionStore } from '../../domains/session/session-store';
import { makeCurrentUser } from '../../domains/session/testing/current-user-fixture';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
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
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@northwind.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it("asks for the saved preferences and the unread count after the screen's first paint, not with its data", async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    apiServer.events.on('request:start', record);
    // Frames wait until the test lets them run: the frame is drawn, but not yet painted.
    const frames: FrameRequestCallback[] = [];
    const realFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    const askedForFrameData = () =>
      asked.filter((path) => /\/user\/(preferences|notifications\/unread-count)$/.test(path));
    try {
      renderRoutes('/app/dashboard');
      await findNav();
      await waitFor(() => expect(asked.some((path) => path.endsWith('/balances'))).toBe(true));
      expect(askedForFrameData()).toEqual([]);
      window.requestAnimationFrame = realFrame;
      for (const callback of frames.splice(0)) callback(performance.now());
      await waitFor(() => expect(askedForFrameData()).toHaveLength(2));
    } finally {
      window.requestAnimationFrame = realFrame;
      apiServer.events.removeListener('request:start', record);
    }
  });

  it('opens Payments in place on a payments page (expanded, a floating dropdown would hide the entries below)', async () => {
    renderRoutes('/app/new-payment/amount');
    const nav = await findNav();
    const toggle = within(nav).getByRole('button', { name: 'Payments', hidden: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    // The desktop sidebar is display: none in jsdom (no media queries), so its dropdown is hidden too.
    const current = list?.querySelector('a[aria-current="page"]');
    expect(current).toHaveTextContent('New payment');
    expect(within(nav).queryByTestId('dropdown')).not.toBeInTheDocument();
  });

  it("a viewer's New payment and New FX trade entries stay listed, disabled with the reason (rule ROLE-05)", async () => {
    const ada = makeCurrentUser();
    const viewer = makeCurrentUser({
      organization_accounts: ada.organization_accounts.map((organization) => ({
        ...organization,
        role: 'viewer' as const,
        permissions: ['accounts.view' as const, 'exports.create' as const],
      })),
    });
    useSessionStore.getState().startSession(viewer);
    renderRoutes('/app/payments');
    const nav = await findNav();
    const list = document.getElementById(
      within(nav).getByRole('button', { name: 'Payments', hidden: true }).getAttribute('aria-controls') ?? '',
    );
    const newPayment = within(list as HTMLElement).getByRole('button', { name: 'New payment', hidden: true });
    expect(newPayment).toHaveAttribute('aria-disabled', 'true');
    expect(newPayment).toHaveAccessibleDescription(
      "Your role (Viewer) can't make payments. Ask an owner or admin.",
    );
    expect(within(nav).getByRole('link', { name: 'Payments list', hidden: true })).toBeInTheDocument();
  });

  it('without any organization account, an organization screen says so and what to do (rule ROLE-11)', async () => {
    useSessionStore.getState().startSession(makeCurrentUser({ organization_accounts: [] }));
    renderRoutes('/app/payments');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No organization account' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You aren't a member of any organization account.", { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/app/account');
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

  it('the mobile drawer has one close button and no collapse toggle, whatever the desktop sidebar does', async () => {
    useSidebarStore.getState().setCollapsed(true);
    const { user } = renderRoutes('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(drawer).queryByRole('button', { name: /^(Collapse|Expand) menu$/ }),
    ).not.toBeInTheDocument();
    // The labels show in the drawer even while the desktop sidebar is collapsed.
    expect(within(drawer).getByText('Recipients')).toBeInTheDocument();
    expect(within(drawer).getAllByRole('button', { name: 'Close menu' })).toHaveLength(1);
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(useMobileMenuStore.getState().isOpen).toBe(false));
    expect(useSidebarStore.getState().isCollapsed).toBe(true);
  });

  it('in the mobile menu, an entry with children expands in place, above the entries that follow', async () => {
    const { user } = renderRoutes('/app/payments');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    // On a payments page it starts open; its list sits in the drawer's own list, before Recipients.
    const toggle = within(drawer).getByRole('button', { name: 'Payments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(drawer).getByRole('list', { name: 'Payments' });
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    expect(within(drawer).queryByTestId('dropdown')).not.toBeInTheDocument();
    const recipients = within(drawer).getByRole('link', { name: 'Recipients' });
    expect(list.compareDocumentPosition(recipients) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The entry closes and opens again in place.
    await user.click(toggle);
    expect(within(drawer).queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
    await user.click(toggle);
    // Choosing an entry navigates and closes the drawer.
    await user.click(within(drawer).getByRole('link', { name: 'New payment' }));
    await waitFor(() => expect(useMobileMenuStore.getState().isOpen).toBe(false));

    // Escape closes the drawer, expanded entry or not.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    within(again).getByRole('link', { name: 'Payments list' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(useMobileMenuStore.getState().isOpen).toBe(false));
  });

  it('an unknown path inside /app shows not-found in the frame, with one main landmark', async () => {
    renderRoutes('/app/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
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
    // The switch runs once the choice has been painted.
    await waitFor(() => expect(useSessionStore.getState().currentAccountRef).toBe('org_acme'));
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
