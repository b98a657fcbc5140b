import type { DemoRoleGrants } from '../../platform/modules/server-module.js';
import { DEMO_ROLES, PLANNED_SCREEN_GRANTS } from './demo-seed.js';
import type { Grants } from './role-grants.js';

/** Two grants of one menu as one: `all` wins, else every oper either names. */
function mergeOpers(a: Grants[string] | undefined, b: Grants[string]): Grants[string] {
  if (a === undefined) return b;
  if (a === 'all' || b === 'all') return 'all';
  return [...new Set([...a, ...b])];
}

function mergeGrants(into: Record<string, Grants[string]>, grants: Grants | undefined): void {
  for (const [menuKey, opers] of Object.entries(grants ?? {}))
    into[menuKey] = mergeOpers(into[menuKey], opers);
}

/** The grants of the menus no module grants: a module's grants of a menu replace the planned ones. */
function plannedOnly(declared: readonly (DemoRoleGrants | undefined)[]): DemoRoleGrants {
  const granted = new Set(
    declared.flatMap((source) => Object.values(source ?? {}).flatMap((grants) => Object.keys(grants ?? {}))),
  );
  return Object.fromEntries(
    Object.entries(PLANNED_SCREEN_GRANTS).map(([code, grants]) => [
      code,
      Object.fromEntries(Object.entries(grants ?? {}).filter(([menuKey]) => !granted.has(menuKey))),
    ]),
  );
}

/**
 * What each demo role (but the administrator, who holds everything) is granted: each module's own
 * `demoRoleGrants` (its manifest), each role's together with what the module grants `everyone`,
 * and for the menus no module grants yet, PLANNED_SCREEN_GRANTS (a module serving one of those
 * screens takes it over by granting it, without editing the planned list).
 */
export function composeDemoRoleGrants(
  declared: readonly (DemoRoleGrants | undefined)[],
): ReadonlyMap<string, Grants> {
  const composed = new Map<string, Grants>();
  for (const role of DEMO_ROLES) {
    if (role.grants === 'everything') continue;
    const grants: Record<string, Grants[string]> = {};
    for (const source of [plannedOnly(declared), ...declared]) {
      mergeGrants(grants, source?.everyone);
      mergeGrants(grants, source?.[role.code]);
    }
    composed.set(role.code, grants);
  }
  return composed;
}
