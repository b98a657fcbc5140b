import { lazyScreen, type Screen } from './lazy-screen';

/** Screens reachable without signing in (spec §2.2–2.3); they ship with the app's entry. */
const PUBLIC_SCREENS: Record<string, Screen> = {
  login: lazyScreen(() => import('../features/auth/login-page'), 'LoginPage'),
  register: lazyScreen(() => import('../features/auth/register-page'), 'RegisterPage'),
  registerResult: lazyScreen(() => import('../features/auth/register-result-page'), 'RegisterResultPage'),
  notFound: lazyScreen(() => import('../features/errors/not-found-page'), 'NotFoundPage'),
};

/** The "coming in a later release" page, for every key without a screen yet. */
const NotAvailable: Screen = lazyScreen(
  () => import('../features/errors/not-available-page'),
  'NotAvailablePage',
);

export function publicScreenFor(key: string): Screen {
  return PUBLIC_SCREENS[key] ?? NotAvailable;
}
