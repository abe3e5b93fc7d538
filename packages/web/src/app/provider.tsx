import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { readCspNonce } from '../lib/csp-nonce';
import { toastOptions } from '../lib/toast';
import { ThemeProvider } from '../theme/theme-provider';
import { APP_HEADER_HEIGHT_PX, TOAST_GAP_PX } from './layouts/frame-sizes';
import { queryClient } from './query-client';
import { WindowSizeTracker } from './window-size-tracker';

const TOAST_CONTAINER_STYLE = { top: `${APP_HEADER_HEIGHT_PX + TOAST_GAP_PX}px` } as const;

/** Everything the screens rely on: theme, data cache, toasts, the confirmation dialog host, window size. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <WindowSizeTracker />
        {children}
        <ConfirmDialog />
        {/* The nonce lets react-toastify's runtime <style> pass the strict CSP. Top-right (rule UI-22), but
            below the header bar (at every width), so a toast never covers the user's name or Log out. */}
        <ToastContainer {...toastOptions} nonce={readCspNonce()} style={TOAST_CONTAINER_STYLE} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
