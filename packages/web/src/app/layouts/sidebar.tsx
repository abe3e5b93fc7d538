import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { DROPDOWN_Z_INDEX } from '../../components/ui/dropdown-position';
import { CollapseIcon, ExpandIcon } from './menu-icons';
import { SidebarMenu } from './sidebar-menu';
import { useSidebarStore } from './sidebar-store';

export const SIDEBAR_WIDTH = '240px';
export const SIDEBAR_COLLAPSED_WIDTH = '72px';

/**
 * The desktop sidebar (md and up); collapsing hides the labels (its own state, not the mobile drawer's).
 * The outer column stretches with the frame, so its border runs the whole height of a long page; the menu
 * inside sticks to the top of the window and scrolls on its own when the window is short.
 */
export function Sidebar() {
  const { t } = useLingui();
  const collapsed = useSidebarStore((state) => state.isCollapsed);
  const toggleCollapsed = useSidebarStore((state) => state.toggleCollapsed);
  return (
    <Box
      display={{ base: 'none', md: 'block' }}
      w={collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH}
      flexShrink={0}
      borderEndWidth="1px"
      transition="width 0.2s"
      // Lifted to the dropdown level so an entry's dropdown (which can reach past the collapsed bar) paints
      // over the screen's own positioned content.
      position="relative"
      zIndex={DROPDOWN_Z_INDEX}
      data-testid="sidebar"
    >
      <Flex
        as="nav"
        aria-label={t`Main`}
        direction="column"
        p="3"
        gap="4"
        position="sticky"
        top="0"
        maxH="100dvh"
        overflowY="auto"
        data-collapsed={collapsed ? '' : undefined}
      >
        <Flex align="center" justify={collapsed ? 'center' : 'space-between'} minH="44px">
          {collapsed ? null : (
            <Text fontWeight="bold" color="brand.fg" fontSize="lg" px="3">
              Northwind
            </Text>
          )}
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={collapsed ? t`Expand menu` : t`Collapse menu`}
            aria-pressed={collapsed}
            onClick={toggleCollapsed}
          >
            {collapsed ? <ExpandIcon /> : <CollapseIcon />}
          </IconButton>
        </Flex>
        {/* Expanded, a sub-menu opens in place (a floating one hid the entries below it); collapsed, there is no
            room, so it floats beside the icon. */}
        <SidebarMenu collapsed={collapsed} inlineChildren={!collapsed} />
      </Flex>
    </Box>
  );
}
