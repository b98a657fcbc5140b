import type { DictItem } from '@atrium/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { organizations } from '../admin/admin.tables.js';
import { dictItems } from './common.tables.js';
import { DICT_DEFAULTS } from './dict-defaults.js';

export async function listDictItems(db: Db, orgId: number, type: string): Promise<DictItem[]> {
  return db
    .select({ label: dictItems.label, value: dictItems.value, sort: dictItems.sort, color: dictItems.color })
    .from(dictItems)
    .where(and(eq(dictItems.orgId, orgId), eq(dictItems.type, type), eq(dictItems.enabled, true)))
    .orderBy(asc(dictItems.sort), asc(dictItems.id));
}

/**
 * Gives every organization the default dictionaries it lacks. A type the organization already
 * has (even edited or trimmed) is left alone, so this is safe at every start.
 */
export async function seedDictionaryDefaults(db: Db): Promise<void> {
  const orgs = await db.select({ id: organizations.id }).from(organizations);
  const existing = await db.selectDistinct({ orgId: dictItems.orgId, type: dictItems.type }).from(dictItems);
  const present = new Set(existing.map(({ orgId, type }) => `${orgId}/${type}`));
  const rows = orgs.flatMap(({ id: orgId }) =>
    Object.entries(DICT_DEFAULTS)
      .filter(([type]) => !present.has(`${orgId}/${type}`))
      .flatMap(([type, items]) =>
        items.map((item, index) => ({ orgId, type, ...item, color: item.color ?? '', sort: index + 1 })),
      ),
  );
  if (rows.length > 0) await db.insert(dictItems).values(rows).onConflictDoNothing();
}
