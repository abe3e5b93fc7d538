import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { readCspNonce } from '../lib/csp-nonce';
import { toastOptions } from '../lib/toast';
import { ThemeProvider } from '../theme/theme-provider';
import { queryClient } from './query-client';
import { WindowSizeTracker } from './window-size-tracker';

/** Everything the screens rely on: theme, data cache, toasts, the confirmation dialog host, window size. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <WindowSizeTracker />
        {children}
        <ConfirmDialog />
        {/* The nonce lets react-toastify's runtime <style> pass the strict CSP. */}
        <ToastContainer {...toastOptions} nonce={readCspNonce()} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
