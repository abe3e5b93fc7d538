import { Badge, Box, Text } from '@chakra-ui/react';
import { type BadgeKind, countName, countText } from './sidebar-entry-name';
import type { SidebarMenuEntryProps } from './sidebar-menu-entry-types';

function CountBadge({
  count,
  collapsed,
  kind = 'unread',
}: {
  count: number | undefined;
  collapsed: boolean;
  kind?: BadgeKind;
}) {
  if (!count) return null;
  return (
    <Badge
      colorPalette="danger"
      variant="solid"
      borderRadius="full"
      position={collapsed ? 'absolute' : 'static'}
      top="1"
      insetEnd="1"
      ms={collapsed ? undefined : 'auto'}
      flexShrink={0}
      aria-label={countName(count, kind)}
      data-testid="unread-count"
    >
      {countText(count)}
    </Badge>
  );
}

/** What an entry shows: its icon, its label unless collapsed, and its count. */
export function EntryContent({
  icon,
  label,
  collapsed,
  badge,
  badgeKind,
}: Pick<SidebarMenuEntryProps, 'icon' | 'label' | 'badge' | 'badgeKind'> & {
  collapsed: boolean;
}) {
  return (
    <>
      <Box as="span" flexShrink={0} display="inline-flex">
        {icon}
      </Box>
      {/* A long name (German's 'Benachrichtigungen') gives way to its count, never pushes it out of the sidebar. */}
      {collapsed ? null : (
        <Text as="span" minW="0" truncate title={label}>
          {label}
        </Text>
      )}
      <CountBadge count={badge} collapsed={collapsed} kind={badgeKind} />
    </>
  );
}
