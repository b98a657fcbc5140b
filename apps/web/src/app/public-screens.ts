import { lazyScreen, type Screen } from './lazy-screen';

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
  login: lazyScreen(() => import('../features/auth/login-page'), 'LoginPage'),
  notFound: lazyScreen(() => import('../features/errors/not-found-page'), 'NotFoundPage'),
  register: lazyScreen(outside('register'), 'RegisterPage'),
  registerResult: lazyScreen(outside('registerResult'), 'RegisterResultPage'),
  // Enterprise-chat mobile pages: outside the layout, but the guard still wants a session.
  weComMobileList: lazyScreen(outside('weComMobile'), 'WeComMobileListPage'),
  weComMobileDetail: lazyScreen(outside('weComMobile'), 'WeComMobileDetailPage'),
  weComMobileCreate: lazyScreen(outside('weComMobile'), 'WeComMobileCreatePage'),
  // 关联跟进: outside the layout, signed in (the guard wants a session).
  activityRecordCall: lazyScreen(outside('activityRecordCall'), 'AssociateCallPage'),
  // 接管坐席: an agent at a shared desk signs in and goes on duty in one step (no session needed).
  takeSeat: lazyScreen(outside('takeSeat'), 'TakeSeatPage'),
};

/** The "coming in a later release" page, for every key without a screen yet. */
const NotAvailable: Screen = lazyScreen(
  () => import('../features/errors/not-available-page'),
  'NotAvailablePage',
);

export function publicScreenFor(key: string): Screen {
  return PUBLIC_SCREENS[key] ?? NotAvailable;
}
