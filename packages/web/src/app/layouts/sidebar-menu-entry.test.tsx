import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { DashboardIcon } from './menu-icons';
import { SidebarMenuEntry, type SidebarMenuEntryProps } from './sidebar-menu-entry';

function renderEntry(props: Partial<SidebarMenuEntryProps>) {
  return renderUi(
    <MemoryRouter>
      <ul>
        <SidebarMenuEntry menuKey="dashboard" icon={<DashboardIcon />} label="Dashboard" {...props} />
      </ul>
    </MemoryRouter>,
  );
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

  it('with children opens a dropdown listing them', async () => {
    const { user } = renderEntry({ label: 'Payments', menuKey: 'payments', children });
    const toggle = screen.getByRole('button', { name: 'Payments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Payments list' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Payments list' })).toHaveAttribute('href', '/app/payments');
    expect(screen.getByRole('link', { name: 'New payment' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('link', { name: 'Payments list' })).not.toBeInTheDocument();
  });

  it('starts open when a child is active', () => {
    renderEntry({
      label: 'Payments',
      menuKey: 'payments',
      children: [{ ...children[0], menuKey: 'payments-list', label: 'Payments list', active: true }],
    });
    expect(screen.getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Payments list' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a count badge when there is one', () => {
    renderEntry({ label: 'Notifications', href: '/app/notifications', badge: 3 });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
  });

  it('hides a zero count', () => {
    renderEntry({ label: 'Notifications', href: '/app/notifications', badge: 0 });
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });
});
