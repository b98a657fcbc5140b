import type { AuthEntry } from '@atrium/contract';

/**
 * Access decisions as pure functions (spec §6), in the manner of ant-design-pro's access.ts: the
 * components (<Action>, useAction, the user menu, the router) only ask these.
 */

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
  code: string | readonly string[],
): boolean {
  if (!btnList) return false;
  const codes = typeof code === 'string' ? [code] : code;
  return codes.some((item) => btnList.includes(item));
}

/** Every key the auth tree grants: menu keys and oper keys (special keys like dutyRecordStart). */
export function grantedKeys(entries: readonly AuthEntry[] | null): Set<string> {
  return new Set((entries ?? []).map((entry) => entry.key));
}

/** A key granted by the auth tree or by the applet permission list. */
export function hasPermission(
  entries: readonly AuthEntry[] | null,
  permissionList: readonly string[],
  key: string,
): boolean {
  return grantedKeys(entries).has(key) || permissionList.includes(key);
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
