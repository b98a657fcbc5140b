import {
  type Action,
  type AuthEntry,
  type PermissionKey,
  permissionKeyOf,
  type SpecialKey,
} from '@atrium/contract';

/**
 * Access decisions as pure functions (spec §6), in the manner of ant-design-pro's access.ts: the
 * components (<Action>, useAction, useGranted, the user menu, the router) only ask these. Screens
 * use one idiom: <Action code>/useAction() for the buttons of their own route, useGranted(key) for
 * any other permission key; both take keys typed from the menu catalogue.
 */

/** An oper key of a route's button list: a standard action or a special key. */
export type OperCode = Action | SpecialKey;

/** btnList of a menu entry: the keys of its oper children (spec §3 "Menu auth entry"). */
export function btnListOf(entries: readonly AuthEntry[], menuId: number): string[] {
  return entries
    .filter((entry) => entry.type === 'oper' && entry.parentId === menuId)
    .sort((a, b) => a.sort - b.sort)
    .map((entry) => entry.key);
}

/** A button is shown only if its oper key is in the current route's button list. */
export function canUseAction(
  btnList: readonly string[] | undefined,
  code: OperCode | readonly OperCode[],
): boolean {
  if (!btnList) return false;
  const codes = typeof code === 'string' ? [code] : code;
  return codes.some((item) => btnList.includes(item));
}

/**
 * The permission keys the auth tree grants, named as the server names them: menu keys, `menu:action`
 * for a standard oper under its menu, special keys as they are (dutyRecordStart).
 */
export function grantedKeys(entries: readonly AuthEntry[] | null): Set<string> {
  const list = entries ?? [];
  const keyOfId = new Map(list.map((entry) => [entry.id, entry.key]));
  return new Set(list.map((entry) => permissionKeyOf(entry, keyOfId.get(entry.parentId))));
}

/** Any of the keys granted by the auth tree or by the applet permission list. */
export function hasPermission(
  entries: readonly AuthEntry[] | null,
  permissionList: readonly string[],
  key: PermissionKey | readonly PermissionKey[],
): boolean {
  const granted = grantedKeys(entries);
  const keys: readonly PermissionKey[] = typeof key === 'string' ? [key] : key;
  return keys.some((item) => granted.has(item) || permissionList.includes(item));
}

/** spec §2.6: the user menu items and what they need; logout is always there. */
export type UserMenuItem = 'personalCenter' | 'downloadCenter' | 'logout';

export function userMenuItems(
  entries: readonly AuthEntry[] | null,
  permissionList: readonly string[],
): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  if (hasPermission(entries, permissionList, 'personalCenterManage')) items.push('personalCenter');
  if (hasPermission(entries, permissionList, 'downloadCenterManage')) items.push('downloadCenter');
  items.push('logout');
  return items;
}
