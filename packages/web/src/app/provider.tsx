import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ConfirmDialogHost } from '../components/ui/confirm-dialog-host';
import { followLocaleChoice } from '../lib/i18n/active-locale';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { ThemeProvider } from '../theme/theme-provider';
import { ConnectionWatcher } from './connection-watcher';
import { queryClient } from './query-client';
import { ToastHost } from './toast-host';
import { WindowSizeTracker } from './window-size-tracker';

/** Everything the screens rely on: language, theme, data cache, toasts, the confirmation dialog host, window size. */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(followLocaleChoice, []);
  return (
    <LanguageProvider>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <WindowSizeTracker />
          <ConnectionWatcher />
          {children}
          {/* Both load after the first paint: the dialog when first opened, the toasts just after. */}
          <ConfirmDialogHost />
          <ToastHost />
        </QueryClientProvider>
      </ThemeProvider>
    </LanguageProvider>
  );
}
