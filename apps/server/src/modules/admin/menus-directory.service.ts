import type { AuthEntry, Locale } from '@atrium/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { menus } from './admin.tables.js';
import { toAuthEntry } from './auth-entry.js';

/** GET /erp/admin/menu/list: every menu and oper entry (the resources everyone's routes come from). */
export async function listAllMenus(db: Db, locale: Locale): Promise<AuthEntry[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
  return rows.map((row) => toAuthEntry(row, locale));
}
