import { create } from 'zustand';

/** Whether the blocking 'Logging out...' overlay shows. */
export interface LogoutOverlayStore {
  isLoggingOut: boolean;
  setLoggingOut: (isLoggingOut: boolean) => void;
}

export const useLogoutOverlayStore = create<LogoutOverlayStore>()((set) => ({
  isLoggingOut: false,
  setLoggingOut: (isLoggingOut) => set({ isLoggingOut }),
}));
