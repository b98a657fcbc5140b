import { lazyScreen, type Screen } from './lazy-screen';

const loadWeComMobile = () =>
  import('../features/wecom-mobile/wecom-mobile-entry').then((entry) => entry.loadWeComMobileScreens());

/** Screens outside the main layout (spec §2.2–2.3), most reachable without signing in; they ship with the app's entry. */
const PUBLIC_SCREENS: Record<string, Screen> = {
  login: lazyScreen(() => import('../features/auth/login-page'), 'LoginPage'),
  register: lazyScreen(() => import('../features/auth/register-page'), 'RegisterPage'),
  registerResult: lazyScreen(() => import('../features/auth/register-result-page'), 'RegisterResultPage'),
  notFound: lazyScreen(() => import('../features/errors/not-found-page'), 'NotFoundPage'),
  // Enterprise-chat mobile pages (spec §2.2): outside the layout, but the guard still wants a session.
  weComMobileList: lazyScreen(loadWeComMobile, 'WeComMobileListPage'),
  weComMobileDetail: lazyScreen(loadWeComMobile, 'WeComMobileDetailPage'),
  weComMobileCreate: lazyScreen(loadWeComMobile, 'WeComMobileCreatePage'),
  takeSeat: lazyScreen(() => import('../features/take-seat/entry'), 'takeSeat'),
};

/** The "coming in a later release" page, for every key without a screen yet. */
const NotAvailable: Screen = lazyScreen(
  () => import('../features/errors/not-available-page'),
  'NotAvailablePage',
);

export function publicScreenFor(key: string): Screen {
  return PUBLIC_SCREENS[key] ?? NotAvailable;
}
