import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * spec §2.7: closing the tab of one of these screens sets a `closed` flag under its path. Those
 * screens keep state between visits (filters, a half-filled form); when they are opened again after
 * their tab was closed, they read the flag, reset that state, and clear the flag.
 */
export const CLOSE_FLAG_PATHS: readonly string[] = [
  '/customer/manage/poolList',
  '/customer/manage/list',
  '/workorder/create/0',
  '/planManage/planLog',
  '/planManage/personalPlan',
  '/planManage/teamPlan',
];

interface ClosedTabsState {
  closed: Record<string, boolean>;
  markClosed(paths: readonly string[]): void;
  /** Answers whether `path` was closed since it was last consumed, and clears the flag. */
  consume(path: string): boolean;
}

export const useClosedTabs = create<ClosedTabsState>()((set, get) => ({
  closed: {},
  markClosed(paths) {
    const flagged = paths.filter((path) => CLOSE_FLAG_PATHS.includes(path));
    if (flagged.length === 0) return;
    set((state) => ({
      closed: { ...state.closed, ...Object.fromEntries(flagged.map((path) => [path, true])) },
    }));
  },
  consume(path) {
    if (!get().closed[path]) return false;
    set((state) => ({ closed: { ...state.closed, [path]: false } }));
    return true;
  },
}));

/** For a screen with kept state: runs `reset` when the screen opens after its tab was closed. */
export function useResetWhenReopened(path: string, reset: () => void): void {
  useEffect(() => {
    if (useClosedTabs.getState().consume(path)) reset();
  }, [path, reset]);
}
