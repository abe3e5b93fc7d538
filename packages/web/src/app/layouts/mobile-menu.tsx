import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
import { SidebarMenu } from './sidebar-menu';

/** The menu below the md breakpoint: a drawer, opened from the header; open and collapsed are independent. */
export function MobileMenu() {
  const isOpen = useMobileMenuStore((state) => state.isOpen);
  const collapsed = useMobileMenuStore((state) => state.isCollapsed);
  const setOpen = useMobileMenuStore((state) => state.setOpen);
  return (
    <Drawer.Root open={isOpen} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={collapsed ? '96px' : '280px'} aria-label="Main menu">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label="Main">
              <SidebarMenu collapsed={collapsed} onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
