import type { AuthEntry, Locale } from '@atrium/contract';
import { type MenuRow, menuTitle } from '../../platform/access/granted-menus.js';

/** A menus row as the contract's auth entry, titled in the caller's locale. */
export function toAuthEntry(row: MenuRow, locale: Locale): AuthEntry {
  return {
    id: row.id,
    parentId: row.parentId,
    type: row.type,
    key: row.key,
    title: menuTitle(row, locale),
    path: row.path,
    sort: row.sort,
    icon: row.icon,
    hidden: row.hidden,
  };
}
