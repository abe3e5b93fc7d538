import { CloseButton, Drawer, Flex, IconButton, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
import { CollapseIcon, ExpandIcon } from './menu-icons';
import { SidebarMenu } from './sidebar-menu';

/**
 * The menu below the md breakpoint: a drawer opened from the header, with its own collapse toggle. Open and
 * collapsed are the spec's mobile menu state, set independently (closing keeps the collapsed choice) and
 * separate from the desktop sidebar's collapsed mode.
 */
export function MobileMenu() {
  const isOpen = useMobileMenuStore((state) => state.isOpen);
  const collapsed = useMobileMenuStore((state) => state.isCollapsed);
  const setOpen = useMobileMenuStore((state) => state.setOpen);
  const toggleCollapsed = useMobileMenuStore((state) => state.toggleCollapsed);
  // Used to tell whether an entry's dropdown is open inside the drawer.
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      onEscapeKeyDown={(event) => {
        // Escape first closes an open entry dropdown (the Dropdown handles it), not the whole drawer.
        if (contentRef.current?.querySelector('[data-testid="dropdown"]')) event.preventDefault();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            ref={contentRef}
            maxW={collapsed ? '96px' : '280px'}
            data-collapsed={collapsed ? '' : undefined}
          >
            <Drawer.Header px="3">
              <Flex align="center" gap="2" w="full" direction={collapsed ? 'column' : 'row'}>
                {/* The title names the dialog (aria-labelledby); collapsed, it would not fit, so only screen readers get it. */}
                <Drawer.Title flex="1" srOnly={collapsed}>
                  Menu
                </Drawer.Title>
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
                  aria-pressed={collapsed}
                  onClick={toggleCollapsed}
                >
                  {collapsed ? <ExpandIcon /> : <CollapseIcon />}
                </IconButton>
                <Drawer.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label="Close menu" />
                </Drawer.CloseTrigger>
              </Flex>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label="Main" px="3">
              <SidebarMenu collapsed={collapsed} onNavigate={() => setOpen(false)} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
