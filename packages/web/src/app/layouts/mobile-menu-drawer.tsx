import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
import { SidebarMenu } from './sidebar-menu';

/**
 * The menu below the md breakpoint: a drawer opened from the header, closed by its one × button, Escape, a
 * click beside it or choosing an entry. An entry with children expands in place, so nothing in the drawer
 * floats over the entries below it. The drawer is never collapsed (a phone has the room for the labels): the
 * collapsed flag of the mobile menu state (rule UI-02) stays in its store, apart from the desktop sidebar's.
 * In a chunk of its own with Chakra's dialog machine (mobile-menu.tsx).
 */
export function MobileMenuDrawer() {
  const { t } = useLingui();
  const isOpen = useMobileMenuStore((state) => state.isOpen);
  const setOpen = useMobileMenuStore((state) => state.setOpen);
  return (
    <Drawer.Root open={isOpen} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="280px">
            <Drawer.Header px="3" display="flex" alignItems="center" gap="2">
              {/* The title names the dialog (aria-labelledby). */}
              <Drawer.Title flex="1" px="3">
                <Trans>Menu</Trans>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={t`Close menu`} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label={t`Main`} px="3">
              <SidebarMenu collapsed={false} inlineChildren onNavigate={() => setOpen(false)} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
