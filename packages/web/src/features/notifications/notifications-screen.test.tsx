import { unwrap } from '@portal/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { notificationKeys } from '../../domains/query-keys';
import { apiClient } from '../../domains/session/api-client';
import { mockControl, renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { NotificationsScreen } from './notifications-screen';

const { server } = serveMockBank();

/** The bank's first page of Ada's notifications (newest first), as the screen asks for it. */
async function bankFirstPage(status: 'all' | 'unread' = 'all') {
  return unwrap(
    apiClient.GET('/user/notifications', { params: { query: { page: 1, per_page: 10, status } } }),
  );
}

async function bankUnreadCount(): Promise<number> {
  return (await unwrap(apiClient.GET('/user/notifications/unread-count'))).data.count;
}

/** Holds the bank's answer to a POST matching `path` until `release` is called (then the bank answers). */
function holdPosts(path: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(path, async () => {
      await gate;
      // No answer of its own: the request goes on to the bank's handler.
      return undefined;
    }),
  );
  return { release: () => release() };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Notifications' }))
    .getAllByRole('row')
    .slice(1);

function renderNotifications(path = '/app/notifications') {
  return renderScreen(<NotificationsScreen />, { path });
}

describe('NotificationsScreen against the mock bank', () => {
  it('shows skeleton rows while loading (no empty state), then the first page newest first with the unread ones marked', async () => {
    const expected = await bankFirstPage();
    renderNotifications();
    expect(screen.getAllByTestId('table-skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument();

    await waitFor(() => expect(bodyRows()).toHaveLength(expected.data.length));
    expect(screen.queryByTestId('table-skeleton-row')).not.toBeInTheDocument();
    const slotWidths = new Set<string>();
    bodyRows().forEach((row, i) => {
      const notification = expected.data[i];
      if (!notification) throw new Error(`no notification ${i}`);
      expect(row).toHaveTextContent(notification.title);
      // One unread marker: the dot, named once for screen readers.
      if (notification.read_at === null) expect(within(row).getAllByText('Unread')).toHaveLength(1);
      else expect(within(row).queryByText('Unread')).not.toBeInTheDocument();
      // The actions keep their places: "View payment" (or its room) first in every row.
      const slot = within(row).getByTestId('view-payment-slot');
      expect(slot.parentElement?.firstElementChild).toBe(slot);
      slotWidths.add(getComputedStyle(slot).width);
    });
    // ...and the same room in read and unread rows, with or without a payment.
    expect([...slotWidths]).toHaveLength(1);
    expect([...slotWidths][0]).toMatch(/^[1-9]\d*px$/);
    expect(screen.getByTestId('unread-summary').textContent).toBe(`${expected.meta.unread_count} unread`);
  });

  it('reads a page past the limit as the first page, and a new filter goes back to the first page', async () => {
    const expected = await bankFirstPage();
    const { user, router } = renderNotifications('/app/notifications?page=100001&per_page=20');
    // The bank is asked for page 1 (a page past the contract's maximum is never sent as it is).
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(expected.meta.total, 20)));
    expect(bodyRows()[0]).toHaveTextContent(expected.data[0]?.title ?? '');

    await router.navigate('/app/notifications?page=2&per_page=10');
    await waitFor(() => expect(screen.getByText(/Page 2 of/)).toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=10&status=unread'));
    await waitFor(() => expect(screen.getByText(/Page 1 of/)).toBeInTheDocument());
  });

  it('shows the empty state when the bank has no unread notification', async () => {
    await unwrap(apiClient.POST('/user/notifications/read-all'));
    renderNotifications('/app/notifications?status=unread');
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(screen.getByTestId('unread-summary').textContent).toBe('You have no unread notifications.');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it("says the list could not be loaded, and 'Try again' loads it", async () => {
    const expected = await bankFirstPage();
    // The bank's next answer to the list is a 500.
    await mockControl('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/user/notifications', method: 'GET', status: 500, count: 1 }),
    });
    const { user } = renderNotifications();
    expect(await screen.findByText('The notifications could not be loaded.')).toBeInTheDocument();
    expect(screen.queryAllByRole('row')).toHaveLength(2); // the header and the error
    expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.data.length));
    expect(screen.queryByText('The notifications could not be loaded.')).not.toBeInTheDocument();
  });

  it('marking one read lowers the count at once, before the bank answers', async () => {
    const unreadBefore = await bankUnreadCount();
    const { user, queryClient } = renderNotifications();
    const summary = screen.getByTestId('unread-summary');
    await waitFor(() => expect(summary.textContent).toBe(`${unreadBefore} unread`));
    const row = bodyRows().find((r) => within(r).queryByText('Unread'));
    if (!row) throw new Error('no unread row on the first page');
    const held = holdPosts('*/user/notifications/:ref/read');

    await user.click(within(row).getByRole('button', { name: /^Mark as read/ }));
    // The bank has not answered: the screen and the cached count (the frame's badge) already show one fewer.
    expect(summary.textContent).toBe(`${unreadBefore - 1} unread`);
    expect(queryClient.getQueryData(notificationKeys.unreadCount())).toBe(unreadBefore - 1);
    expect(within(row).queryByText('Unread')).not.toBeInTheDocument();
    expect(await bankUnreadCount()).toBe(unreadBefore);

    held.release();
    await waitFor(async () => expect(await bankUnreadCount()).toBe(unreadBefore - 1));
    await waitFor(() => expect(screen.queryByTestId('table-loading')).not.toBeInTheDocument());
    expect(summary.textContent).toBe(`${unreadBefore - 1} unread`);
  });

  it('marking all read sets the count to none at once, before the bank answers', async () => {
    const unreadBefore = await bankUnreadCount();
    expect(unreadBefore).toBeGreaterThan(0);
    const { user, queryClient } = renderNotifications();
    const summary = screen.getByTestId('unread-summary');
    await waitFor(() => expect(summary.textContent).toBe(`${unreadBefore} unread`));
    const held = holdPosts('*/user/notifications/read-all');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(summary.textContent).toBe('You have no unread notifications.');
    expect(queryClient.getQueryData(notificationKeys.unreadCount())).toBe(0);
    for (const row of bodyRows()) expect(within(row).queryByText('Unread')).not.toBeInTheDocument();
    expect(await bankUnreadCount()).toBe(unreadBefore);

    held.release();
    await waitFor(async () => expect(await bankUnreadCount()).toBe(0));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(summary.textContent).toBe('You have no unread notifications.');
  });

  it('rule STM-09: an export that is ready tells its requester, and "View export" opens its page', async () => {
    const account = { path: { account: 'org_northwind' } };
    const requested = await unwrap(
      apiClient.POST('/accounts/{account}/transaction-exports', {
        params: account,
        body: { format: 'csv', from: '2026-06-01', to: '2026-06-30' },
      }),
    );
    const transactionExport = requested.data.ref;
    // The bank builds it on its clock; asking after it moves it on.
    await waitFor(
      async () => {
        const now = await unwrap(
          apiClient.GET('/accounts/{account}/transaction-exports/{transactionExport}', {
            params: { path: { ...account.path, transactionExport } },
          }),
        );
        expect(now.data.status).toBe('ready');
      },
      { timeout: 15_000, interval: 500 },
    );
    const { user, router } = renderScreen(<NotificationsScreen />, {
      path: '/app/notifications',
      route: '/app/notifications',
      routes: [{ path: '/app/statements/exports/:transactionExport', element: <p>the export</p> }],
    });
    const row = await waitFor(() => {
      const found = bodyRows().find((r) => within(r).queryByText('Your export is ready'));
      if (!found) throw new Error('no export notification yet');
      return found;
    });
    expect(within(row).queryByRole('button', { name: /^View payment/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'View export: Your export is ready' }));
    await screen.findByText('the export');
    expect(router.state.location.pathname).toBe(`/app/statements/exports/${transactionExport}`);
  });
});
