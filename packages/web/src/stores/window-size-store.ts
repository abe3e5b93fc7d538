import { create } from 'zustand';

/** Window size state (rule UI-03): 0 until the app measures it. */
export interface WindowSizeStore {
  currentWindowWidth: number;
  setCurrentWindowWidth: (width: number) => void;
}

export const useWindowSizeStore = create<WindowSizeStore>()((set) => ({
  currentWindowWidth: 0,
  setCurrentWindowWidth: (currentWindowWidth) => set({ currentWindowWidth }),
}));
