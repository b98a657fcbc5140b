import { lazy } from 'react';

/**
 * The app entry's only link to /take/seat (see wecom-mobile-entry.ts): a lazy import in the entry
 * carries the list of every file its target needs, so the entry points at this tiny chunk and the
 * page's list stays here, off the login page's budget. Its short file name is on purpose: the
 * entry names this chunk twice, and that budget had only a few dozen bytes to spare.
 */
const Page = lazy(() => import('./take-seat-page').then((page) => ({ default: page.TakeSeatPage })));

/**
 * A component (React refuses a lazy component that resolves to another lazy one), exported under
 * the route key, a name the entry already holds, so naming it costs the entry nothing.
 */
export function takeSeat() {
  return <Page />;
}
