import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { DashboardIcon } from './menu-icons';
import { SidebarMenuEntry } from './sidebar-menu-entry';
import type { SidebarMenuEntryProps } from './sidebar-menu-entry-types';

function renderEntry(props: Partial<SidebarMenuEntryProps>) {
  return renderUi(
    <MemoryRouter>
      <ul>
        <SidebarMenuEntry menuKey="dashboard" icon={<DashboardIcon />} label="Dashboard" {...props} />
        <li>
          <a href="/app/recipients">Next entry</a>
        </li>
      </ul>
    </MemoryRouter>,
  );
}

function setRect(element: HTMLElement, rect: Partial<DOMRect>) {
  element.getBoundingClientRect = () => ({
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    width: 0,
    height: 0,
    x: 0,
    y: 0,
    toJSON: () => ({}),
    ...rect,
  });
}

const children = [
  { menuKey: 'payments-list', label: 'Payments list', href: '/app/payments' },
  { menuKey: 'new-payment', label: 'New payment', href: '/app/new-payment/recipient' },
];

describe('SidebarMenuEntry', () => {
  it('is a link marked current when active', () => {
    renderEntry({ href: '/app/dashboard', active: true });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapsed: the label is hidden but stays the accessible name', () => {
    renderEntry({ href: '/app/dashboard', collapsed: true });
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('calls onClick, and not when disabled', async () => {
    const onClick = vi.fn();
    const { user, unmount } = renderEntry({ onClick });
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    unmount();
    const disabled = vi.fn();
    const second = renderEntry({ onClick: disabled, disabled: true });
    await second.user.click(screen.getByRole('button', { name: 'Dashboard' })).catch(() => undefined);
    expect(disabled).not.toHaveBeenCalled();
  });

  it('disabled with a reason: shown, focusable, described by the reason, and no link (rule ROLE-05)', async () => {
    const reason = "Your role (Viewer) can't view the audit log. Ask an owner or admin.";
    const onClick = vi.fn();
    const { user } = renderEntry({
      href: '/app/audit-log',
      label: 'Audit log',
      disabledReason: reason,
      onClick,
    });
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    const entry = screen.getByRole('button', { name: 'Audit log' });
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(entry).toHaveAccessibleDescription(reason);
    await user.tab();
    expect(entry).toHaveFocus();
    await user.click(entry);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a child disabled with a reason stays listed, described by it', async () => {
    const reason = "Your role (Viewer) can't make payments. Ask an owner or admin.";
    const { user } = renderEntry({
      label: 'Payments',
      menuKey: 'payments',
      children: [
        { menuKey: 'payments-list', label: 'Payments list', href: '/app/payments' },
        {
          menuKey: 'new-payment',
          label: 'New payment',
          href: '/app/new-payment/recipient',
          disabledReason: reason,
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Payments' }));
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(within(list).getByRole('link', { name: 'Payments list' })).toBeInTheDocument();
    const child = within(list).getByRole('button', { name: 'New payment' });
    expect(child).toHaveAttribute('aria-disabled', 'true');
    expect(child).toHaveAccessibleDescription(reason);
  });

  it('with children is a disclosure button that opens a dropdown listing them', async () => {
    const { user } = renderEntry({ label: 'Payments', menuKey: 'payments', children });
    const toggle = screen.getByRole('button', { name: 'Payments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Payments list' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getByRole('link', { name: 'Payments list' })).toHaveAttribute(
      'href',
      '/app/payments',
    );
    expect(within(list).getByRole('link', { name: 'New payment' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('link', { name: 'Payments list' })).not.toBeInTheDocument();
    expect(toggle).not.toHaveAttribute('aria-controls');
  });

  it("hangs the dropdown 12px below the entry, on the entry's left edge and at least as wide", async () => {
    const { user } = renderEntry({ label: 'Payments', menuKey: 'payments', children });
    const toggle = screen.getByRole('button', { name: 'Payments' });
    setRect(toggle, { top: 100, bottom: 144, left: 40, right: 256, width: 216, height: 44 });
    await user.click(toggle);
    const panel = screen.getByTestId('dropdown');
    expect(panel.contains(screen.getByRole('list', { name: 'Payments' }))).toBe(true);
    // Rendered in the entry itself, so it follows the toggle in the tab order.
    expect(toggle.closest('li')?.contains(panel)).toBe(true);
    expect(panel.style.top).toBe('156px');
    expect(panel.style.left).toBe('40px');
    expect(panel.style.minWidth).toBe('216px');
    expect(panel.style.visibility).toBe('visible');
  });

  it('starts open when a child is active', () => {
    renderEntry({
      label: 'Payments',
      menuKey: 'payments',
      children: [{ ...children[0], menuKey: 'payments-list', label: 'Payments list', active: true }],
    });
    const toggle = screen.getByRole('button', { name: 'Payments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Payments list' })).toHaveAttribute('aria-current', 'page');
    expect(toggle.closest('li')?.contains(screen.getByTestId('dropdown'))).toBe(true);
  });

  it('closes on an outside click, and on Escape with focus back on the entry', async () => {
    const { user } = renderEntry({ label: 'Payments', menuKey: 'payments', children });
    const toggle = screen.getByRole('button', { name: 'Payments' });
    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    // The next tab stop after the entry is its first child, even with more entries after it.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Payments list' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes once a child is chosen, and runs its onClick', async () => {
    const onChoose = vi.fn();
    const { user } = renderEntry({
      label: 'Payments',
      menuKey: 'payments',
      children: children.map((child) => ({ ...child, onClick: onChoose })),
    });
    await user.click(screen.getByRole('button', { name: 'Payments' }));
    await user.click(screen.getByRole('link', { name: 'New payment' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it('collapsed: the dropdown still lists the labels the entry hides', async () => {
    const { user } = renderEntry({ label: 'Payments', menuKey: 'payments', children, collapsed: true });
    expect(screen.queryByText('Payments')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Payments' }));
    expect(screen.getByRole('link', { name: 'Payments list' })).toBeVisible();
  });

  it('inline (the mobile drawer): the children expand in place between the entry and the next one', async () => {
    const { user } = renderEntry({ label: 'Payments', menuKey: 'payments', children, inlineChildren: true });
    const toggle = screen.getByRole('button', { name: 'Payments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    // No floating panel: the list is in the flow, right after the toggle and before the next entry.
    expect(screen.queryByTestId('dropdown')).not.toBeInTheDocument();
    expect(toggle.nextElementSibling).toBe(list);
    const next = screen.getByRole('link', { name: 'Next entry' });
    expect(list.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // An outside click leaves it open (nothing is hidden by it); the toggle closes it.
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
    expect(toggle).not.toHaveAttribute('aria-controls');
  });

  it('inline: starts open when a child is active, and choosing a child runs its onClick', async () => {
    const onChoose = vi.fn();
    const { user } = renderEntry({
      label: 'Payments',
      menuKey: 'payments',
      inlineChildren: true,
      children: [
        {
          menuKey: 'payments-list',
          label: 'Payments list',
          href: '/app/payments',
          active: true,
          onClick: onChoose,
        },
        {
          menuKey: 'new-payment',
          label: 'New payment',
          href: '/app/new-payment/recipient',
          onClick: onChoose,
        },
      ],
    });
    expect(screen.getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Payments list' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'New payment' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('shows no dropdown for an entry that is not laid out (the desktop sidebar on a phone)', () => {
    renderUi(
      <MemoryRouter>
        <ul style={{ display: 'none' }}>
          <SidebarMenuEntry
            menuKey="payments"
            icon={<DashboardIcon />}
            label="Payments"
            // biome-ignore lint/correctness/noChildrenProp: rule UI-01's entry takes its sub-entries as `children` data
            children={[
              { menuKey: 'payments-list', label: 'Payments list', href: '/app/payments', active: true },
            ]}
          />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('dropdown').style.visibility).toBe('hidden');
  });

  it('shows a count badge when there is one', () => {
    renderEntry({ label: 'Notifications', href: '/app/notifications', badge: 3 });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
  });

  it('collapsed: the name carries the count the badge shows, so the visible text is part of it', () => {
    renderEntry({ label: 'Notifications', href: '/app/notifications', badge: 7, collapsed: true });
    expect(screen.getByRole('link', { name: 'Notifications, 7 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('7');
  });

  it('shows more than 99 as 99+, in the badge and in its name', () => {
    renderEntry({ label: 'Notifications', href: '/app/notifications', badge: 120, collapsed: true });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Notifications, 99+ unread' })).toBeInTheDocument();
  });

  it('hides a zero count', () => {
    renderEntry({ label: 'Notifications', href: '/app/notifications', badge: 0 });
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });
});
