import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { departments, organizations, roles } from './admin.tables.js';

export async function findOrganizationByCode(db: Db, code: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.code, code)).limit(1);
  return row;
}

export async function findOrganizationByInviteCode(db: Db, inviteCode: string) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.inviteCode, inviteCode))
    .limit(1);
  return row;
}

export async function createOrganization(
  db: Db,
  input: { name: string; code: string; inviteCode?: string | null },
): Promise<number> {
  const [row] = await db.insert(organizations).values(input).returning({ id: organizations.id });
  return row!.id;
}

export async function createRole(
  db: Db,
  orgId: number,
  input: { code: string; name: string; describe: string },
): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({ orgId, ...input })
    .returning({ id: roles.id });
  return row!.id;
}

/** Creates departments in order; a `parent` must name an entry listed before it. */
export async function createDepartments(
  db: Db,
  orgId: number,
  list: readonly { name: string; parent?: string }[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, { name, parent }] of list.entries()) {
    const parentId = parent ? ids.get(parent) : -1;
    if (parentId === undefined) throw new Error(`Department ${name}: unknown parent ${parent}`);
    const [row] = await db
      .insert(departments)
      .values({ orgId, parentId, name, sort: index + 1 })
      .returning({ id: departments.id });
    ids.set(name, row!.id);
  }
  return ids;
}
