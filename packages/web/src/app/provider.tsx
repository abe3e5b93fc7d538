import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmDialogHost } from '../components/ui/confirm-dialog-host';
import { ThemeProvider } from '../theme/theme-provider';
import { queryClient } from './query-client';
import { ToastHost } from './toast-host';
import { WindowSizeTracker } from './window-size-tracker';

/** Everything the screens rely on: theme, data cache, toasts, the confirmation dialog host, window size. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <WindowSizeTracker />
        {children}
        {/* Both load after the first paint: the dialog when first opened, the toasts just after. */}
        <ConfirmDialogHost />
        <ToastHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
