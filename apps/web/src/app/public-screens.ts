import { lazyPlainScreen, type Screen } from './chunk-load';

type OutsideScreenLoaders = typeof import('./outside-screen-loaders').OUTSIDE_SCREEN_LOADERS;

/** Loads an outside screen's module through outside-screen-loaders.ts (one import in the entry). */
const outside = <K extends keyof OutsideScreenLoaders>(key: K): OutsideScreenLoaders[K] => {
  const load = async () => {
    const { OUTSIDE_SCREEN_LOADERS } = await import('./outside-screen-loaders');
    return OUTSIDE_SCREEN_LOADERS[key]();
  };
  return load as OutsideScreenLoaders[K];
};

/** Screens outside the main layout (spec §2.2–2.3), most reachable without signing in. */
const PUBLIC_SCREENS: Record<string, Screen> = {
  login: lazyPlainScreen(() => import('../features/auth/login-page'), 'LoginPage'),
  notFound: lazyPlainScreen(() => import('../features/errors/not-found-page'), 'NotFoundPage'),
  register: lazyPlainScreen(outside('register'), 'RegisterPage'),
  registerResult: lazyPlainScreen(outside('registerResult'), 'RegisterResultPage'),
  // Enterprise-chat mobile pages: outside the layout, but the guard still wants a session.
  weComMobileList: lazyPlainScreen(outside('weComMobile'), 'WeComMobileListPage'),
  weComMobileDetail: lazyPlainScreen(outside('weComMobile'), 'WeComMobileDetailPage'),
  weComMobileCreate: lazyPlainScreen(outside('weComMobile'), 'WeComMobileCreatePage'),
  // Approvals on a phone (to-do list, read and decide one), signed in like the pages above.
  weComMobileApproval: lazyPlainScreen(outside('approvalMobile'), 'MobileApprovalListPage'),
  weComMobileApprovalDetail: lazyPlainScreen(outside('approvalMobile'), 'MobileApprovalDetailPage'),
  // 关联跟进: outside the layout, signed in (the guard wants a session).
  activityRecordCall: lazyPlainScreen(outside('activityRecordCall'), 'AssociateCallPage'),
  // 接管坐席: an agent at a shared desk signs in and goes on duty in one step (no session needed).
  takeSeat: lazyPlainScreen(outside('takeSeat'), 'TakeSeatPage'),
  // 打包发货 (/staging/ship): the warehouse's packing station, signed in, outside the menu.
  stagingShip: lazyPlainScreen(outside('stagingShip'), 'PackingStationPage'),
};

/** The "coming in a later release" page, for every key without a screen yet. */
const NotAvailable: Screen = lazyPlainScreen(
  () => import('../features/errors/not-available-page'),
  'NotAvailablePage',
);

export function publicScreenFor(key: string): Screen {
  return PUBLIC_SCREENS[key] ?? NotAvailable;
}
