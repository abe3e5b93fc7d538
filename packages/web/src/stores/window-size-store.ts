import { create } from 'zustand';

/** Window size state of spec section 3 (default 0 until the app measures it). */
export interface WindowSizeStore {
  currentWindowWidth: number;
  setCurrentWindowWidth: (width: number) => void;
}

export const useWindowSizeStore = create<WindowSizeStore>()((set) => ({
  currentWindowWidth: 0,
  setCurrentWindowWidth: (currentWindowWidth) => set({ currentWindowWidth }),
}));
