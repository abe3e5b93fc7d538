import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { DROPDOWN_Z_INDEX } from '../../components/ui/dropdown-position';
import { CollapseIcon, ExpandIcon } from './menu-icons';
import { SidebarMenu } from './sidebar-menu';
import { useSidebarStore } from './sidebar-store';

export const SIDEBAR_WIDTH = '240px';
export const SIDEBAR_COLLAPSED_WIDTH = '72px';

/** The desktop sidebar (md and up); collapsing hides the labels (its own state, not the mobile drawer's). */
export function Sidebar() {
  const collapsed = useSidebarStore((state) => state.isCollapsed);
  const toggleCollapsed = useSidebarStore((state) => state.toggleCollapsed);
  return (
    <Box
      as="nav"
      aria-label="Main"
      display={{ base: 'none', md: 'flex' }}
      flexDirection="column"
      w={collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH}
      flexShrink={0}
      borderEndWidth="1px"
      p="3"
      gap="4"
      position="sticky"
      top="0"
      // Sticky makes a stacking context: lift it to the dropdown level so an entry's dropdown (which can
      // reach past the collapsed bar) paints over the screen's own positioned content.
      zIndex={DROPDOWN_Z_INDEX}
      h="100vh"
      transition="width 0.2s"
      data-collapsed={collapsed ? '' : undefined}
    >
      <Flex align="center" justify={collapsed ? 'center' : 'space-between'} minH="44px">
        {collapsed ? null : (
          <Text fontWeight="bold" color="brand.500" fontSize="lg" px="3">
            Northwind
          </Text>
        )}
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
          aria-pressed={collapsed}
          onClick={toggleCollapsed}
        >
          {collapsed ? <ExpandIcon /> : <CollapseIcon />}
        </IconButton>
      </Flex>
      <SidebarMenu collapsed={collapsed} />
    </Box>
  );
}
