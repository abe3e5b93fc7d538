import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionWatcher } from '../features/session/session-watcher';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** The app: providers around the router, plus the session behaviour that spans every screen. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <SessionWatcher />
      <RouterProvider router={router} />
    </AppProvider>
  );
}
