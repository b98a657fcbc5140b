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

/** A permission an endpoint requires: the key of a menu, `menu:action`, or a special key. */
export type PermissionKey = string;
