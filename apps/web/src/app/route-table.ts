import type { AuthEntry, Locale } from '@atrium/contract';
import { matchRoutes } from 'react-router';
import { hasPermission } from '../platform/access/access';
import { CATALOGUE_BY_KEY, catalogueTitle } from './catalogue-index';
import {
  DASHBOARD_PATH,
  FIXED_ROUTES,
  type FixedRoute,
  MERCHANT_HOME_PATH,
  NOT_FOUND_PATH,
} from './fixed-routes';
import { buildMenuTree, flattenMenuRoutes, menuItemsOf } from './menu-routes';
import type { AppRoute, MenuItemNode } from './route-model';

export interface RouteTable {
  /** Routes rendered inside the main layout: the server menu plus the fixed layout routes. */
  layoutRoutes: AppRoute[];
  menu: MenuItemNode[];
  /** Where `/` (title home) leads. */
  homePath: string;
}

export interface RouteTableInput {
  entries: readonly AuthEntry[];
  permissionList: readonly string[];
  locale: Locale;
  /** Translates a fixed route's title key. */
  translate(titleKey: FixedRoute['titleKey']): string;
}

/**
 * Menu titles are the server's (already in the caller's locale, and an administrator may rename
 * them); the catalogue only fills in an entry that came without one.
 */
export function menuTitle(entry: Pick<AuthEntry, 'key' | 'title'>, locale: Locale): string {
  return entry.title || catalogueTitle(entry.key, locale) || entry.key;
}

/** Titles and paths of a catalogue key's ancestors, outermost first. */
function catalogueParents(key: string, locale: Locale): { parents: string[]; parentPaths: string[] } {
  const parents: string[] = [];
  const parentPaths: string[] = [];
  let parentKey = CATALOGUE_BY_KEY.get(key)?.parentKey;
  while (parentKey) {
    const parent = CATALOGUE_BY_KEY.get(parentKey);
    parents.unshift(catalogueTitle(parentKey, locale) ?? parentKey);
    parentPaths.unshift(parent?.seed.path ?? '');
    parentKey = parent?.parentKey;
  }
  return { parents, parentPaths };
}

export function buildRouteTable(input: RouteTableInput): RouteTable {
  const { entries, permissionList, locale, translate } = input;
  const tree = buildMenuTree(entries, (entry) => menuTitle(entry, locale));
  const menuRoutes = flattenMenuRoutes(tree);
  const byPath = new Map(menuRoutes.map((route) => [route.path, route]));
  const byKey = new Map(menuRoutes.map((route) => [route.key, route]));

  const fixedRoutes: AppRoute[] = FIXED_ROUTES.filter(
    (fixed) =>
      fixed.placement === 'layout' &&
      !byPath.has(fixed.path) &&
      (!fixed.permission || hasPermission(entries, permissionList, fixed.permission)),
  ).map(
    (fixed): AppRoute => ({
      key: fixed.key,
      path: fixed.path,
      title: catalogueTitle(fixed.key, locale) ?? translate(fixed.titleKey),
      hidden: true,
      btnList: byKey.get(fixed.key)?.btnList ?? [],
      kind: fixed.redirect ? 'container' : 'screen',
      redirect: fixed.redirect,
      ...catalogueParents(fixed.key, locale),
    }),
  );

  const layoutRoutes = [...menuRoutes, ...fixedRoutes];
  return { layoutRoutes, menu: menuItemsOf(tree), homePath: resolveHomePath(layoutRoutes) };
}

/**
 * spec §2.2: `/` redirects to the merchant list. That route needs storeManage, so a user without it
 * is sent to the dashboard instead of a 404.
 */
export function resolveHomePath(routes: readonly AppRoute[]): string {
  const paths = new Set(routes.map((route) => route.path));
  if (paths.has(MERCHANT_HOME_PATH)) return MERCHANT_HOME_PATH;
  if (paths.has(DASHBOARD_PATH)) return DASHBOARD_PATH;
  const first = routes.find((route) => route.kind === 'screen' && !route.path.includes(':'));
  return first?.path ?? NOT_FOUND_PATH;
}

/** The route a location shows, with react-router's ranking (static segments beat parameters). */
export function matchAppRoute(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[matches.length - 1]?.route.route;
}
