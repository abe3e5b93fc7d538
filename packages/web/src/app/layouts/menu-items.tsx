import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import type { Permission } from '../../domains/session/permission';
import {
  ApprovalsIcon,
  AuditLogIcon,
  BellIcon,
  DashboardIcon,
  FxIcon,
  PaymentsIcon,
  RecipientsIcon,
  SettingsIcon,
  StatementsIcon,
  TeamIcon,
  UserIcon,
} from './menu-icons';

export interface MenuLeaf {
  menuKey: string;
  /** Translated where shown. */
  label: MessageDescriptor;
  href: string;
  /** Paths (prefixes) for which the entry counts as active. */
  matches: string[];
  /** What the entry's screen needs: without it the entry is shown disabled with the reason (rule ROLE-05). */
  permission?: Permission;
}

export interface MenuItem {
  menuKey: string;
  /** Translated where shown. */
  label: MessageDescriptor;
  icon: ReactNode;
  href?: string;
  matches?: string[];
  children?: MenuLeaf[];
  /** Shows the unread notifications count. */
  showsUnreadCount?: boolean;
  /** Shows how many payments the user can approve now (rule APR-20). */
  showsApprovalsCount?: boolean;
  /** What the entry's screen needs: without it the entry is shown disabled with the reason (rule ROLE-05). */
  permission?: Permission;
}

export const MENU_ITEMS: MenuItem[] = [
  {
    menuKey: 'dashboard',
    label: msg`Dashboard`,
    icon: <DashboardIcon />,
    href: paths.app.dashboard.getHref(),
    matches: [paths.app.dashboard.path],
  },
  {
    menuKey: 'statements',
    label: msg`Statements`,
    icon: <StatementsIcon />,
    href: paths.app.statements.getHref(),
    matches: [paths.app.statements.path],
    permission: 'accounts.view',
  },
  {
    menuKey: 'payments',
    label: msg`Payments`,
    icon: <PaymentsIcon />,
    children: [
      {
        menuKey: 'payments-list',
        label: msg`Payments list`,
        href: paths.app.payments.getHref(),
        matches: [paths.app.payments.path],
      },
      {
        menuKey: 'standing-orders',
        label: msg`Standing orders`,
        href: paths.app.standingOrders.getHref(),
        matches: [paths.app.standingOrders.path],
      },
      {
        menuKey: 'bulk-payments',
        label: msg`Bulk payments`,
        href: paths.app.bulkPayments.getHref(),
        matches: [paths.app.bulkPayments.path],
      },
      {
        menuKey: 'new-payment',
        label: msg`New payment`,
        href: paths.app.newPayment.root.getHref(),
        matches: [paths.app.newPayment.root.path],
        permission: 'payments.create',
      },
    ],
  },
  {
    menuKey: 'approvals',
    label: msg`Approvals`,
    icon: <ApprovalsIcon />,
    href: paths.app.approvals.getHref(),
    matches: [paths.app.approvals.path],
    permission: 'accounts.view',
    showsApprovalsCount: true,
  },
  {
    menuKey: 'recipients',
    label: msg`Recipients`,
    icon: <RecipientsIcon />,
    href: paths.app.recipients.getHref(),
    matches: [paths.app.recipients.path],
  },
  {
    menuKey: 'fx',
    label: msg`FX`,
    icon: <FxIcon />,
    children: [
      {
        menuKey: 'new-fx-trade',
        label: msg`New FX trade`,
        href: paths.app.newFxTrade.getHref(),
        matches: [paths.app.newFxTrade.path],
        permission: 'fx.trade',
      },
      {
        menuKey: 'fx-history',
        label: msg`FX history`,
        href: paths.app.fxTrades.getHref(),
        matches: [paths.app.fxTrades.path],
      },
    ],
  },
  {
    menuKey: 'notifications',
    label: msg`Notifications`,
    icon: <BellIcon />,
    href: paths.app.notifications.getHref(),
    matches: [paths.app.notifications.path],
    showsUnreadCount: true,
  },
  {
    menuKey: 'team',
    label: msg`Team`,
    icon: <TeamIcon />,
    href: paths.app.team.getHref(),
    matches: [paths.app.team.path],
    permission: 'team.manage',
  },
  {
    menuKey: 'audit-log',
    label: msg`Audit log`,
    icon: <AuditLogIcon />,
    href: paths.app.auditLog.getHref(),
    matches: [paths.app.auditLog.path],
    permission: 'audit.view',
  },
  {
    menuKey: 'settings',
    label: msg`Settings`,
    icon: <SettingsIcon />,
    href: paths.app.settings.getHref(),
    matches: [paths.app.settings.path],
  },
  {
    menuKey: 'account',
    label: msg`Account`,
    icon: <UserIcon />,
    href: paths.app.account.getHref(),
    matches: [paths.app.account.path],
  },
];

/** Whether a path is one of the prefixes (the path itself or below it). */
export function matchesPath(pathname: string, prefixes: readonly string[] | undefined): boolean {
  return (prefixes ?? []).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
