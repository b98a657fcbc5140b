import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';

/**
 * Titles screens give the location they show, over the route's menu title: one route can be two
 * pages (`/product/create` is 新建商品, `/product/create?id=5` is 编辑商品). The tab bar and the
 * browser's title read them. Kept by location (pathname + search) while the app runs, so a tab
 * left in the background keeps its title.
 */
interface PageTitlesState {
  byLocation: Record<string, string>;
  set(location: string, title: string): void;
}

export const usePageTitles = create<PageTitlesState>()((set) => ({
  byLocation: {},
  set: (location, title) =>
    set((state) =>
      state.byLocation[location] === title
        ? state
        : { byLocation: { ...state.byLocation, [location]: title } },
    ),
}));

/** For a screen whose title depends on what it shows: names the current location's tab. */
export function usePageTitle(title: string): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    usePageTitles.getState().set(pathname + search, title);
  }, [pathname, search, title]);
}
