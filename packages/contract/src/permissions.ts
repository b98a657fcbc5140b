import type { MenuKey, MenuOperKey } from './menu-catalogue.js';

/**
 * Permission keys. A menu entry's key is its permission; an oper entry whose key is one of the
 * standard actions is qualified by its menu (`customerList:add`); any other oper key (the special
 * keys below) stands alone.
 */
export const ACTIONS = [
  'add',
  'query',
  'get',
  'update',
  'edit',
  'delete',
  'import',
  'export',
  'enable',
  'disable',
  /** Clears an account's sign-in locks (admin users). */
  'unlock',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Keys that gate fixed routes and widgets rather than a menu screen (spec §6). */
export const SPECIAL_KEYS = [
  'storeManage',
  'downloadCenterManage',
  'personalCenterManage',
  'dutyRecordStart',
  'customerActivityParsing',
  'customerDetailParsing',
  'customerDetailReSetParsing',
  'customerActivityReSetParsing',
  /** Placing calls into the built-in switch (an operator / test capability, docs/telephony.md). */
  'callSwitch',
] as const;
export type SpecialKey = (typeof SPECIAL_KEYS)[number];

export function isAction(key: string): key is Action {
  return (ACTIONS as readonly string[]).includes(key);
}

/** The global permission key of an auth-tree entry. */
export function permissionKeyOf(
  entry: { type: 'menu' | 'oper'; key: string },
  parentKey: string | undefined,
): string {
  if (entry.type === 'oper' && isAction(entry.key) && parentKey) return `${parentKey}:${entry.key}`;
  return entry.key;
}

/**
 * A permission key of the menu catalogue: a menu key, `menu:action` for an oper the catalogue gives
 * that menu, or a special key. A misspelt key, or an action the menu does not have, does not compile.
 */
export type PermissionKey = MenuKey | MenuOperKey | SpecialKey;

/**
 * `menu:action` for a menu key held in a variable (a resource's endpoints take theirs from its
 * config). Its type is a claim the compiler cannot check; endpoints.test.ts checks every endpoint's
 * keys against the catalogue instead.
 */
export function operKey(menuKey: string, action: Action): PermissionKey {
  return `${menuKey}:${action}` as PermissionKey;
}
