import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../query-client';

/**
 * The query cache for the screens that ask the bank through it: the signed-in frame and every sign-in screen but
 * the sign-in page itself, which so loads none of the query library before its first paint.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The query cache as a route around its screens (app/router.tsx). */
export function QueryLayout() {
  return (
    <QueryLayer>
      <Outlet />
    </QueryLayer>
  );
}

export { QueryLayout as Component };
