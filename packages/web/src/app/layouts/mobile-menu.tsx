import { toastDeferredLoadFailure } from '../../lib/deferred-load-failure';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';

/**
 * The drawer's dialog machine is not downloaded with the signed-in frame: it loads when the browser is
 * idle after the first paint, or at once when the menu is opened before that.
 */
export const mobileMenuDrawerModule = deferredModule(() => import('./mobile-menu-drawer'));

/** The menu below the md breakpoint (mobile-menu-drawer.tsx). */
export function MobileMenu() {
  const isOpen = useMobileMenuStore((state) => state.isOpen);
  const setOpen = useMobileMenuStore((state) => state.setOpen);
  // Code that cannot be loaded when the menu is opened: say so, and count the menu as closed (asking again retries).
  const loaded = useDeferredModule(mobileMenuDrawerModule, isOpen, (error) => {
    toastDeferredLoadFailure(error);
    setOpen(false);
  });
  return loaded ? <loaded.MobileMenuDrawer /> : null;
}
