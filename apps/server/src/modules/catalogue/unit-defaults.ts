import { notExists, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { organizations } from '../admin/admin.tables.js';
import { catalogueUnits } from './units.tables.js';

/**
 * The units every organization starts with: counted ones take whole numbers, measured ones
 * decimals (the migration that introduced units gave these decimals to free-text units of the
 * same name, every other one whole).
 */
export const DEFAULT_UNITS: readonly { name: string; decimals: number }[] = [
  ...[
    '个',
    '台',
    '件',
    '套',
    '箱',
    '包',
    '张',
    '支',
    '本',
    '盒',
    '块',
    '只',
    '瓶',
    '袋',
    '卷',
    '双',
    '组',
  ].map((name) => ({ name, decimals: 0 })),
  { name: '千克', decimals: 3 },
  { name: 'kg', decimals: 3 },
  { name: '克', decimals: 2 },
  { name: '吨', decimals: 3 },
  { name: '米', decimals: 2 },
  { name: '平方米', decimals: 2 },
  { name: '升', decimals: 3 },
];

/** Gives these organizations the default units they lack by name. */
export async function seedDefaultUnits(db: Db, orgIds: readonly number[]): Promise<void> {
  if (orgIds.length === 0) return;
  await db
    .insert(catalogueUnits)
    .values(orgIds.flatMap((orgId) => DEFAULT_UNITS.map((unit) => ({ orgId, ...unit }))))
    .onConflictDoNothing();
}

/**
 * At every start: an organization that has never had a unit (a new one) gets the defaults. One
 * that has units, even after deleting some, is left as its administrator keeps it.
 */
export async function seedUnitsOfNewOrganizations(db: Db): Promise<void> {
  const bare = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(catalogueUnits)
          .where(sql`${catalogueUnits.orgId} = ${organizations.id}`),
      ),
    );
  await seedDefaultUnits(
    db,
    bare.map((org) => org.id),
  );
}
