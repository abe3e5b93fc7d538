import { create } from 'zustand';

/** Mobile menu state (rule UI-02): open and collapsed, set independently, both false at start. */
export interface MobileMenuStore {
  isOpen: boolean;
  isCollapsed: boolean;
  setOpen: (isOpen: boolean) => void;
  setCollapsed: (isCollapsed: boolean) => void;
  toggleOpen: () => void;
  toggleCollapsed: () => void;
  reset: () => void;
}

export const useMobileMenuStore = create<MobileMenuStore>()((set) => ({
  isOpen: false,
  isCollapsed: false,
  setOpen: (isOpen) => set({ isOpen }),
  setCollapsed: (isCollapsed) => set({ isCollapsed }),
  toggleOpen: () => set((state) => ({ isOpen: !state.isOpen })),
  toggleCollapsed: () => set((state) => ({ isCollapsed: !state.isCollapsed })),
  reset: () => set({ isOpen: false, isCollapsed: false }),
}));
