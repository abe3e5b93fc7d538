import { create } from 'zustand';

/** What stands between the portal and the bank right now, if anything. */
export type ConnectionProblem = 'offline' | 'unreachable' | null;

/** The browser's own network state, and whether the bank answered the last request (rule NET-03). */
export interface ConnectionStore {
  browserOnline: boolean;
  bankReachable: boolean;
  setBrowserOnline: (online: boolean) => void;
  setBankReachable: (reachable: boolean) => void;
}

export const useConnectionStore = create<ConnectionStore>()((set) => ({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  bankReachable: true,
  setBrowserOnline: (browserOnline) => set({ browserOnline }),
  setBankReachable: (bankReachable) =>
    set((state) => (state.bankReachable === bankReachable ? state : { bankReachable })),
}));

/** Offline wins: with no network at all, the bank being unreachable says nothing more. */
export function connectionProblem(
  state: Pick<ConnectionStore, 'browserOnline' | 'bankReachable'>,
): ConnectionProblem {
  if (!state.browserOnline) return 'offline';
  return state.bankReachable ? null : 'unreachable';
}

export const useConnectionProblem = () => useConnectionStore(connectionProblem);
