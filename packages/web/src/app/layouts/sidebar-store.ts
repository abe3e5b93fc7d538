import { create } from 'zustand';

/**
 * The desktop sidebar's collapsed mode. The mobile drawer has its own open and collapsed state (the
 * mobile menu state of rule UI-02, stores/mobile-menu-store.ts), so collapsing one never changes the other.
 */
export interface SidebarStore {
  isCollapsed: boolean;
  toggleCollapsed: () => void;
  setCollapsed: (isCollapsed: boolean) => void;
}

export const useSidebarStore = create<SidebarStore>()((set) => ({
  isCollapsed: false,
  toggleCollapsed: () => set((state) => ({ isCollapsed: !state.isCollapsed })),
  setCollapsed: (isCollapsed) => set({ isCollapsed }),
}));
