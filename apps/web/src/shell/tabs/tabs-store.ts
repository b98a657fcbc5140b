import { create } from 'zustand';
import { openTab, type Tab } from './tab-rules';

const SESSION_KEY = 'atrium__tabs';

/** Open tabs survive a page reload within the browser tab (sessionStorage), not a new session. */
function restoredTabs(): Tab[] {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as Tab[]) : [];
  } catch {
    return [];
  }
}

function remember(tabs: Tab[]): Tab[] {
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(tabs));
  } catch {
    // Storage full or unavailable: tabs just won't survive a reload.
  }
  return tabs;
}

interface TabsState {
  tabs: Tab[];
  open(tab: Tab): void;
  replace(tabs: Tab[]): void;
  /** Forgets every tab (on logout, so the next user starts with a clean bar). */
  reset(): void;
}

export const useTabs = create<TabsState>()((set) => ({
  tabs: restoredTabs(),
  open: (tab) => set((state) => ({ tabs: remember(openTab(state.tabs, tab)) })),
  replace: (tabs) => set({ tabs: remember(tabs) }),
  reset: () => set({ tabs: remember([]) }),
}));
