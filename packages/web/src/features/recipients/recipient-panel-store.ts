import { create } from 'zustand';
import type { PanelState } from './recipient-panel';

interface RecipientPanelStore {
  panel: PanelState;
  setPanel: (panel: PanelState) => void;
}

/**
 * What the side panel shows, kept apart from the recipients screen: opening it redraws the panel alone, not
 * the list and its filters (which held back the frame that shows the panel opening).
 */
export const useRecipientPanelStore = create<RecipientPanelStore>((set) => ({
  panel: null,
  setPanel: (panel) => set({ panel }),
}));
