// First: zod must not probe eval under the strict CSP (lib/zod-csp.ts).
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { watchRememberedData } from './app/remembered-data-policy';
import { signedInHomePreload } from './app/signed-in-home-preload';
import { env } from './config/env';
import { runSessionBootstrap } from './domains/session/run-session-bootstrap';
import { useSessionStore } from './domains/session/session-store';
import { watchAccessChanges } from './domains/session/watch-access';
import { deferIdleWorkWhile } from './lib/deferred-module';
import { startLocale } from './lib/i18n/active-locale';

/** `VITE_MOCK=msw`: the in-browser mock bank answers the API; a separate chunk, never in a normal build's path. */
async function startMockBank(): Promise<void> {
  // Compared on import.meta.env itself so a normal build drops this branch and the mock chunk entirely.
  if (import.meta.env.VITE_MOCK !== 'msw') return;
  const [{ createMockBankWorker }, { demoScenario }] = await Promise.all([
    import('@portal/mock-server/msw/browser'),
    import('./app/demo-scenario'),
  ]);
  const scenario = demoScenario(window.location.search, window.sessionStorage);
  const { worker } = createMockBankWorker({ baseUrl: env.apiBaseUrl, bankConfig: { scenario } });
  await worker.start({ onUnhandledRequest: 'bypass' });
}

async function start() {
  // The language's first catalog arrives while the demo bank starts (both before the first render).
  const localeStarted = startLocale();
  try {
    await startMockBank();
  } catch (error) {
    // Without its service worker file the demo bank cannot start; the app still renders against /api.
    console.error('The in-browser mock bank did not start.', error);
  }
  await localeStarted;
  // A 403 or a lost organization updates the user's access in this tab at once (rules ROLE-10, ROLE-11).
  watchAccessChanges();
  // The remembered balances go with the session that kept them.
  watchRememberedData();
  // Code loaded when idle waits while a kept session is restored: its refresh and the first screen come first.
  deferIdleWorkWhile(() => useSessionStore.getState().isSessionLoading);
  // A restored session's dashboard data leaves before the signed-in frame renders.
  void runSessionBootstrap(signedInHomePreload.data);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
