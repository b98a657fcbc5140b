/**
 * The multi-tab bar's rules (spec §2.7) as pure functions over the list of open tabs. Each returns
 * the new list, the paths it closed (for the closed-flag store), where to navigate if the active tab
 * went away, or the notice to show when nothing can be closed.
 */
export interface Tab {
  /** Merge key: the path up to its first numeric segment. */
  key: string;
  /** Last location opened in this tab (pathname + search). */
  fullPath: string;
  title: string;
}

export type TabNotice = 'tabs.lastTab' | 'tabs.noLeft' | 'tabs.noRight';

export interface TabChange {
  tabs: Tab[];
  closedPaths: string[];
  navigateTo?: string;
  notice?: TabNotice;
}

/** Tabs for paths with numeric segments merge by the part of the path before the number. */
export function tabKeyOf(pathname: string): string {
  const segments = pathname.split('/');
  const numericAt = segments.findIndex((segment, index) => index > 0 && /^\d+$/.test(segment));
  if (numericAt < 0) return pathname;
  return segments.slice(0, numericAt).join('/') || '/';
}

export function pathnameOf(fullPath: string): string {
  return fullPath.split(/[?#]/)[0] ?? fullPath;
}

export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((item) => item.key === tab.key);
  if (index < 0) return [...tabs, tab];
  const next = [...tabs];
  next[index] = tab;
  return next;
}

function change(before: readonly Tab[], kept: Tab[], activeKey: string, fallbackKey: string): TabChange {
  const keptKeys = new Set(kept.map((tab) => tab.key));
  const closed = before.filter((tab) => !keptKeys.has(tab.key));
  const activeGone = !keptKeys.has(activeKey);
  return {
    tabs: kept,
    closedPaths: closed.map((tab) => pathnameOf(tab.fullPath)),
    navigateTo: activeGone ? kept.find((tab) => tab.key === fallbackKey)?.fullPath : undefined,
  };
}

export function closeTab(tabs: readonly Tab[], key: string, activeKey: string): TabChange {
  if (tabs.length <= 1) return { tabs: [...tabs], closedPaths: [], notice: 'tabs.lastTab' };
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { tabs: [...tabs], closedPaths: [] };
  const kept = tabs.filter((tab) => tab.key !== key);
  // The neighbour to the right takes over, or the left one when closing the last tab.
  const neighbour = kept[Math.min(index, kept.length - 1)];
  return change(tabs, kept, activeKey, neighbour?.key ?? '');
}

export function closeLeft(tabs: readonly Tab[], key: string, activeKey: string): TabChange {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index <= 0) return { tabs: [...tabs], closedPaths: [], notice: 'tabs.noLeft' };
  return change(tabs, tabs.slice(index), activeKey, key);
}

export function closeRight(tabs: readonly Tab[], key: string, activeKey: string): TabChange {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0 || index >= tabs.length - 1)
    return { tabs: [...tabs], closedPaths: [], notice: 'tabs.noRight' };
  return change(tabs, tabs.slice(0, index + 1), activeKey, key);
}

/** Closes everything but the home tab (opening it if needed), so the bar never ends up empty. */
export function closeAll(tabs: readonly Tab[], home: Tab, activeKey: string): TabChange {
  if (tabs.length <= 1 && tabs[0]?.key === home.key) {
    return { tabs: [...tabs], closedPaths: [], notice: 'tabs.lastTab' };
  }
  const kept = [tabs.find((tab) => tab.key === home.key) ?? home];
  const result = change(tabs, kept, activeKey, home.key);
  return { ...result, navigateTo: activeKey === home.key ? undefined : kept[0]?.fullPath };
}

/** The keys that open a focused tab's context menu, as they open one anywhere: ContextMenu or Shift+F10. */
export function opensContextMenu(event: { key: string; shiftKey: boolean }): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/**
 * The tab that takes the keyboard focus after a context-menu command: the tab the menu was opened
 * on while it is still there, else the tab now shown (the one navigated to, or the active one).
 */
export function tabToFocusAfter(change: TabChange, menuKey: string, activeKey: string): string | undefined {
  const open = (key: string) => change.tabs.some((tab) => tab.key === key);
  if (open(menuKey)) return menuKey;
  if (change.navigateTo) return tabKeyOf(pathnameOf(change.navigateTo));
  return open(activeKey) ? activeKey : change.tabs[0]?.key;
}
