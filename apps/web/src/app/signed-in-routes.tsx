import { useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { BasicLayout } from '../shell/layout/basic-layout';
import { NOT_FOUND_PATH } from './fixed-routes';
import type { AppRoute } from './route-model';
import { RouteScreen } from './route-screen';
import { screenFor } from './screen-registry';
import { useRouteTable } from './use-route-table';

function layoutRouteObject(route: AppRoute): RouteObject {
  if (route.kind === 'container') {
    // A parent entry is a blank container: it has nothing of its own and opens its first child.
    return { path: route.path, element: route.redirect ? <Navigate to={route.redirect} replace /> : null };
  }
  return {
    path: route.path,
    element: (
      <RouteScreen
        screen={screenFor(route.key)}
        screenKey={route.key}
        title={route.title}
        btnList={route.btnList}
      />
    ),
  };
}

/**
 * The routes of a signed-in user inside the main layout: the server menu (spec §2.1) and the
 * fixed layout routes (§2.2). Loaded lazily with the shell, so the login page does not carry the
 * menu catalogue or the layout. Anything unknown goes to /404.
 */
export function SignedInRoutes() {
  const table = useRouteTable();
  const routes = useMemo<RouteObject[]>(
    () =>
      table
        ? [
            { path: '/', element: <Navigate to={table.homePath} replace /> },
            { element: <BasicLayout table={table} />, children: table.layoutRoutes.map(layoutRouteObject) },
            { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
          ]
        : [],
    [table],
  );
  return useRoutes(routes);
}
