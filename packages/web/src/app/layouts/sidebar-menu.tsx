import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router-dom';
import { useUnreadNotificationsCount } from '../../domains/notifications/notifications';
import { useActionableApprovalsCount } from '../../domains/payments/approval-requests';
import { useCurrentAccountRef, useCurrentOrganization } from '../../domains/session/current-account';
import { type Permission, permissionState } from '../../domains/session/permission';
import { MENU_ITEMS, matchesPath } from './menu-items';
import { SidebarMenuEntry } from './sidebar-menu-entry';

export interface SidebarMenuProps {
  collapsed: boolean;
  /** Called after a navigation (the mobile menu closes). */
  onNavigate?: () => void;
  /** Entries with children expand in place (the mobile drawer) instead of opening a dropdown. */
  inlineChildren?: boolean;
}

/** The menu entries of the application frame, marked active from the current path. */
export function SidebarMenu({ collapsed, onNavigate, inlineChildren = false }: SidebarMenuProps) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const unreadCount = useUnreadNotificationsCount();
  const organization = useCurrentOrganization();
  const approvalsCount = useActionableApprovalsCount(useCurrentAccountRef(), {
    enabled: organization?.permissions.includes('accounts.view') === true,
  });
  // An entry whose screen the role cannot use stays listed, disabled with the reason (rule ROLE-05).
  const lacking = (permission: Permission | undefined) =>
    permission ? (permissionState(organization, permission).reason ?? undefined) : undefined;
  return (
    <Stack as="ul" gap="1" listStyleType="none" p="0" m="0">
      {MENU_ITEMS.map((item) => (
        <SidebarMenuEntry
          key={item.menuKey}
          menuKey={item.menuKey}
          icon={item.icon}
          label={i18n._(item.label)}
          href={item.href}
          collapsed={collapsed}
          inlineChildren={inlineChildren}
          active={matchesPath(pathname, item.matches)}
          disabledReason={lacking(item.permission)}
          onClick={item.href ? onNavigate : undefined}
          badge={item.showsUnreadCount ? unreadCount : item.showsApprovalsCount ? approvalsCount : undefined}
          badgeKind={item.showsApprovalsCount ? 'approvals' : undefined}
          // biome-ignore lint/correctness/noChildrenProp: rule UI-01's entry takes its sub-entries as `children` data
          children={item.children?.map((child) => ({
            menuKey: child.menuKey,
            label: i18n._(child.label),
            href: child.href,
            active: matchesPath(pathname, child.matches),
            disabledReason: lacking(child.permission),
            onClick: onNavigate,
          }))}
        />
      ))}
    </Stack>
  );
}
