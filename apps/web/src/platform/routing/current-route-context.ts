import { createContext, useContext } from 'react';

/** What a screen needs to know about the route rendering it. */
export interface CurrentRoute {
  key: string;
  title: string;
  /** Oper keys granted on this route (spec §3 btnList). */
  btnList: readonly string[];
}

export const CurrentRouteContext = createContext<CurrentRoute | undefined>(undefined);

export function useCurrentRoute(): CurrentRoute | undefined {
  return useContext(CurrentRouteContext);
}
