import { create } from 'zustand';
import { openTab, type Tab } from './tab-rules';

interface TabsState {
  tabs: Tab[];
  open(tab: Tab): void;
  replace(tabs: Tab[]): void;
  /** Forgets every tab (on logout, so the next user starts with a clean bar). */
  reset(): void;
}

export const useTabs = create<TabsState>()((set) => ({
  tabs: [],
  open: (tab) => set((state) => ({ tabs: openTab(state.tabs, tab) })),
  replace: (tabs) => set({ tabs }),
  reset: () => set({ tabs: [] }),
}));
