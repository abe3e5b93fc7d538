import { msg } from '@lingui/core/macro';
import { create } from 'zustand';

// The overlay's text: the overlay (features/session) shows it, on every page, so it lives apart from the logout.
export const LOGGING_OUT_TEXT = msg`Logging out...`;

/** Whether the blocking 'Logging out...' overlay shows. */
export interface LogoutOverlayStore {
  isLoggingOut: boolean;
  setLoggingOut: (isLoggingOut: boolean) => void;
}

export const useLogoutOverlayStore = create<LogoutOverlayStore>()((set) => ({
  isLoggingOut: false,
  setLoggingOut: (isLoggingOut) => set({ isLoggingOut }),
}));
