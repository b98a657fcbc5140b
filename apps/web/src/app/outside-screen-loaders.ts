import type { ComponentType } from 'react';
import { ensureDialogFocus } from '../platform/focus/dialog-focus';

/**
 * The screens outside the layout other than the login page (spec §2.2–2.3). The app's entry
 * reaches them through this one small chunk: a lazy import in the entry carries the list of every
 * file its target needs (for preloading), so importing each of them from the entry would put all
 * those lists on the login page's budget; from here they cost the entry one import.
 */
/**
 * A module of screens that ask queries, each rendered inside the query cache as the layout's
 * screens are (lazy-screen.ts): every export is a screen.
 */
async function withQueries<M extends Record<string, unknown>>(load: () => Promise<M>): Promise<M> {
  const [module, { withQueryCache }] = await Promise.all([
    load(),
    import('../platform/query/screen-query-provider'),
  ]);
  return Object.fromEntries(
    Object.entries(module).map(([name, screen]) => [name, withQueryCache(screen as ComponentType)]),
  ) as M;
}

// Dialogs on these screens keep the keyboard as the signed-in frame's do.
ensureDialogFocus();

export const OUTSIDE_SCREEN_LOADERS = {
  register: () => import('../features/auth/register-page'),
  registerResult: () => import('../features/auth/register-result-page'),
  weComMobile: () => withQueries(() => import('../features/wecom-mobile/wecom-mobile-screens')),
  approvalMobile: () => withQueries(() => import('../features/approval-centre/mobile-approval-screens')),
  activityRecordCall: () => withQueries(() => import('../features/call-records/associate-call-page')),
  takeSeat: () => import('../features/take-seat/take-seat-page'),
  stagingShip: () => withQueries(() => import('../features/sale-fulfilment/packing-station-page')),
};
