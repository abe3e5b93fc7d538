import { Box } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SidebarDisabledEntry } from './sidebar-disabled-entry';
import { SidebarDisclosureEntry } from './sidebar-disclosure-entry';
import { EntryButton } from './sidebar-entry-button';
import { EntryContent } from './sidebar-entry-content';
import { collapsedEntryName } from './sidebar-entry-name';
import type { SidebarMenuEntryProps } from './sidebar-menu-entry-types';

/**
 * A sidebar menu entry (rule UI-01). With children it is a disclosure button that opens the shared
 * Dropdown listing them, hung from the entry and aligned to its left edge (12px below, or above when there is
 * no room; 28px from the viewport edges), as wide as the entry at least. It starts open when one of the
 * children is active, closes on an outside click, on Escape (focus back on the entry) and once a child is
 * chosen. With inlineChildren (the mobile drawer, and the desktop sidebar when expanded) the same button shows the
 * children in place instead, pushing the entries below down, and only the button closes them. Collapsed, the label is hidden and stays the accessible name.
 */
export function SidebarMenuEntry({
  menuKey,
  icon,
  label,
  active = false,
  disabled = false,
  disabledReason,
  onClick,
  children,
  collapsed = false,
  href,
  badge,
  badgeKind,
  inlineChildren = false,
}: SidebarMenuEntryProps) {
  if (children && children.length > 0) {
    return (
      <SidebarDisclosureEntry
        menuKey={menuKey}
        icon={icon}
        label={label}
        active={active}
        disabled={disabled}
        onClick={onClick}
        items={children}
        collapsed={collapsed}
        badge={badge}
        inlineChildren={inlineChildren}
      />
    );
  }

  const collapsedName = collapsedEntryName(label, badge, collapsed, badgeKind);
  const content = (
    <EntryContent icon={icon} label={label} collapsed={collapsed} badge={badge} badgeKind={badgeKind} />
  );
  return (
    <Box as="li" position="relative" listStyleType="none" data-menu-key={menuKey}>
      {disabledReason ? (
        <SidebarDisabledEntry
          reason={disabledReason}
          ariaLabel={collapsedName['aria-label']}
          placement={inlineChildren ? 'bottom' : 'right'}
        >
          {content}
        </SidebarDisabledEntry>
      ) : href && !disabled ? (
        <EntryButton asChild aria-current={active ? 'page' : undefined} {...collapsedName}>
          <RouterLink to={href} onClick={onClick}>
            {content}
          </RouterLink>
        </EntryButton>
      ) : (
        <EntryButton
          type="button"
          disabled={disabled}
          aria-current={active ? 'page' : undefined}
          onClick={onClick}
          {...collapsedName}
        >
          {content}
        </EntryButton>
      )}
    </Box>
  );
}
