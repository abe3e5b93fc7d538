import { type ReactNode, useEffect } from 'react';
import { ConfirmDialogHost } from '../components/ui/confirm-dialog-host';
import { followLocaleChoice } from '../lib/i18n/active-locale';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { ThemeProvider } from '../theme/theme-provider';
import { ConnectionWatcher } from './connection-watcher';
import { ToastHost } from './toast-host';
import { WindowSizeTracker } from './window-size-tracker';

/**
 * Everything the screens rely on: language, theme, toasts, the confirmation dialog host, window size, the
 * connection state. The data cache comes with the screens that use it (layouts/query-layout.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(followLocaleChoice, []);
  return (
    <LanguageProvider>
      <ThemeProvider>
        <WindowSizeTracker />
        <ConnectionWatcher />
        {children}
        {/* Both load after the first paint: the dialog when first opened, the toasts just after. */}
        <ConfirmDialogHost />
        <ToastHost />
      </ThemeProvider>
    </LanguageProvider>
  );
}
