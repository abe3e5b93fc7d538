import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { SessionWatcher } from '../../features/session/session-watcher';
import { LanguageProvider } from '../../lib/i18n/language-provider';
import { ThemeProvider } from '../../theme/theme-provider';
import { createQueryClient } from '../query-client';
import { routes } from '../router';
import { ToastHost } from '../toast-host';

/** Renders the app's real routes in memory, starting at the given entry. */
export function renderRoutes(initialEntry: InitialEntry, { withSession = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <LanguageProvider>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          {withSession ? <SessionWatcher /> : null}
          <RouterProvider router={router} />
          <ToastHost />
        </QueryClientProvider>
      </ThemeProvider>
    </LanguageProvider>,
  );
  return { router, queryClient, user, ...result };
}
