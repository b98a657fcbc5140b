// On PGlite too: npm start seeds the embedded database on its first start.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/harness.js';
import type { Db } from '../../platform/db/database.js';
import { seedDatabase } from '../seed.js';
import { menus, roleMenus, roles } from './admin.tables.js';
import { seedMenus } from './menu-seed.js';

let test: TestDatabase;
let db: Db;
beforeAll(async () => {
  test = await openTestDatabase();
  db = test.database.db;
  await seedDatabase(test.database, { demo: true });
});
afterAll(() => test?.dispose());

const grantsOf = async (roleCode: string) => {
  const [{ grants } = { grants: 0 }] = await db
    .select({ grants: count() })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(eq(roles.code, roleCode));
  return grants;
};

describe('menu seed on a later start', () => {
  it("keeps an administrator's edits and grants, and adds catalogue entries the tree lacks", async () => {
    await db
      .update(menus)
      .set({ title: '我的客户', sort: 99, hidden: true })
      .where(eq(menus.permissionKey, 'customerList'));
    await db.delete(menus).where(eq(menus.permissionKey, 'auditLog:get'));
    const salesGrants = await grantsOf('salesperson');
    expect(salesGrants).toBeGreaterThan(0);

    await seedMenus(db);

    const [edited] = await db.select().from(menus).where(eq(menus.permissionKey, 'customerList'));
    expect(edited).toMatchObject({ title: '我的客户', sort: 99, hidden: true });
    const [auditLogMenu] = await db.select().from(menus).where(eq(menus.permissionKey, 'auditLog'));
    const [readded] = await db
      .select()
      .from(menus)
      .where(and(eq(menus.permissionKey, 'auditLog:get'), eq(menus.parentId, auditLogMenu!.id)));
    expect(readded).toMatchObject({ type: 'oper', key: 'get' });
    expect(await grantsOf('salesperson')).toBe(salesGrants);
  });
});
