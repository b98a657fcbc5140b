import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { useSession } from '../platform/session/session-store';
import { FIXED_REDIRECTS, FIXED_ROUTES, type FixedRoute, NOT_FOUND_PATH } from './fixed-routes';
import { PageSpinner } from './page-spinner';
import { publicScreenFor } from './public-screens';
import { RouteScreen } from './route-screen';

const UserLayout = lazy(() => import('../shell/layout/user-layout').then((m) => ({ default: m.UserLayout })));
const SignedInRoutes = lazy(() => import('./signed-in-routes').then((m) => ({ default: m.SignedInRoutes })));

/** Fixed routes outside the main layout (spec §2.2); everything else is left to SignedInRoutes. */
export function AppRoutes() {
  const { t } = useTranslation('shell');
  const signedIn = useSession((state) => state.authEntries !== null);

  const routes = useMemo<RouteObject[]>(() => {
    const placed = (placement: FixedRoute['placement']) =>
      FIXED_ROUTES.filter((route) => route.placement === placement);
    return [
      ...FIXED_REDIRECTS.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
      {
        element: (
          <Suspense fallback={<PageSpinner fullPage />}>
            <UserLayout />
          </Suspense>
        ),
        children: placed('user').map((route) => ({
          path: route.path,
          element: (
            <RouteScreen
              screen={publicScreenFor(route.key)}
              screenKey={route.key}
              title={t(route.titleKey)}
            />
          ),
        })),
      },
      ...placed('blank').map((route) => ({
        path: route.path,
        element: (
          <RouteScreen
            screen={publicScreenFor(route.key)}
            screenKey={route.key}
            title={t(route.titleKey)}
            fullPage
          />
        ),
      })),
      {
        path: '*',
        element: signedIn ? (
          <Suspense fallback={<PageSpinner fullPage />}>
            <SignedInRoutes />
          </Suspense>
        ) : (
          <Navigate to={NOT_FOUND_PATH} replace />
        ),
      },
    ];
  }, [signedIn, t]);

  return useRoutes(routes);
}
