import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { SessionWatcher } from '../../features/session/session-watcher';
import { LanguageProvider } from '../../lib/i18n/language-provider';
import { ThemeProvider } from '../../theme/theme-provider';
import { queryClient } from '../query-client';
import { routes } from '../router';
import { ToastHost } from '../toast-host';

/**
 * Renders the app's real routes in memory, starting at the given entry. The routes bring the app's query cache
 * (layouts/query-layout.tsx): it starts empty here.
 */
export function renderRoutes(initialEntry: InitialEntry, { withSession = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  queryClient.clear();
  const user = userEvent.setup();
  const result = render(
    <LanguageProvider>
      <ThemeProvider>
        {withSession ? <SessionWatcher /> : null}
        <RouterProvider router={router} />
        <ToastHost />
      </ThemeProvider>
    </LanguageProvider>,
  );
  return { router, queryClient, user, ...result };
}
