import { mobileMenuDrawerModule } from '../app/layouts/mobile-menu';
import { modalDialogModule } from '../components/ui/modal';
import { selectControlModule } from '../components/ui/select-field';
import { tooltipPopoverModule } from '../components/ui/tooltip';
import { loginFormModule } from '../features/auth/login-screen';

/** The code the screens load just after their first paint (lib/deferred-module), loaded up front for tests. */
export async function preloadDeferredModules(): Promise<void> {
  await Promise.all([
    selectControlModule.load(),
    modalDialogModule.load(),
    tooltipPopoverModule.load(),
    mobileMenuDrawerModule.load(),
    loginFormModule.load(),
  ]);
}
