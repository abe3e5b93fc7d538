import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SignedInHomePreloadContext } from '../domains/session/signed-in-home-preload';
import { SessionWatcher } from '../features/session/session-watcher';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { signedInHomePreload } from './signed-in-home-preload';

/** The app: providers around the router, plus the session behaviour that spans every screen. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <SessionWatcher />
      {/* The sign-in screens start loading the dashboard while the sign-in is under way. */}
      <SignedInHomePreloadContext value={signedInHomePreload}>
        <RouterProvider router={router} />
      </SignedInHomePreloadContext>
    </AppProvider>
  );
}
