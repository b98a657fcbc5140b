import type { DictItem } from '@atrium/contract';
import { and, asc, eq, notExists } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { organizations } from '../admin/admin.tables.js';
import { dictItems, dictTypes } from './common.tables.js';
import { DICT_DEFAULT_NAMES, DICT_DEFAULTS } from './dict-defaults.js';

/** GET /erp/common/dict/{type}: the enabled items in order; a disabled type has none. */
export async function listDictItems(db: Db, orgId: number, type: string): Promise<DictItem[]> {
  const disabledType = db
    .select({ id: dictTypes.id })
    .from(dictTypes)
    .where(and(eq(dictTypes.orgId, orgId), eq(dictTypes.code, type), eq(dictTypes.enabled, false)));
  return db
    .select({
      label: dictItems.label,
      labelEn: dictItems.labelEn,
      value: dictItems.value,
      sort: dictItems.sort,
      color: dictItems.color,
    })
    .from(dictItems)
    .where(
      and(
        eq(dictItems.orgId, orgId),
        eq(dictItems.type, type),
        eq(dictItems.enabled, true),
        notExists(disabledType),
      ),
    )
    .orderBy(asc(dictItems.sort), asc(dictItems.id));
}

/**
 * Gives every organization the default dictionaries it lacks. A type the organization already
 * has (even edited or trimmed) is left alone, so this is safe at every start. Item types without
 * a type row (from before the editor existed) get one, so the editor lists them.
 */
export async function seedDictionaryDefaults(db: Db): Promise<void> {
  const orgs = await db.select({ id: organizations.id }).from(organizations);
  const existing = await db.selectDistinct({ orgId: dictItems.orgId, type: dictItems.type }).from(dictItems);
  const present = new Set(existing.map(({ orgId, type }) => `${orgId}/${type}`));
  const typed = await db.select({ orgId: dictTypes.orgId, code: dictTypes.code }).from(dictTypes);
  const hasType = new Set(typed.map(({ orgId, code }) => `${orgId}/${code}`));
  const missingDefaults = orgs.flatMap(({ id: orgId }) =>
    Object.keys(DICT_DEFAULTS)
      .filter((type) => !present.has(`${orgId}/${type}`) && !hasType.has(`${orgId}/${type}`))
      .map((type) => ({ orgId, type })),
  );
  const items = missingDefaults.flatMap(({ orgId, type }) =>
    (DICT_DEFAULTS[type] ?? []).map((item, index) => ({
      orgId,
      type,
      ...item,
      color: item.color ?? '',
      sort: index + 1,
    })),
  );
  if (items.length > 0) await db.insert(dictItems).values(items).onConflictDoNothing();
  const untyped = [...existing, ...missingDefaults].filter(
    ({ orgId, type }) => !hasType.has(`${orgId}/${type}`),
  );
  if (untyped.length > 0) {
    await db
      .insert(dictTypes)
      .values(
        untyped.map(({ orgId, type }) => ({ orgId, code: type, name: DICT_DEFAULT_NAMES[type] ?? type })),
      )
      .onConflictDoNothing();
  }
}
