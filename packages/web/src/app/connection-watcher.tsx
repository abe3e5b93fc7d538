import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchConnection } from './connection-recovery';

/** Keeps the connection state current for the whole app (app/connection-recovery.ts). */
export function ConnectionWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => watchConnection(queryClient), [queryClient]);
  return null;
}
