import type { Database } from '../platform/db/database.js';
import { seedDemoData } from './admin/demo-seeder.js';
import { seedMenus } from './admin/menu-seed.js';
import { grantEverythingToAdministrators } from './admin/role-grants.js';
import { seedDictionaryDefaults } from './common/common.service.js';

/**
 * Start-up seeding, idempotent: the menu tree and dictionary defaults always; the demo data set
 * when asked, or by default on the first start of an embedded database.
 */
export async function seedDatabase(database: Database, options: { demo?: boolean } = {}): Promise<void> {
  const demo = options.demo ?? (database.kind === 'pglite' && database.created);
  await database.exclusive(async () => {
    const { db } = database;
    await seedMenus(db);
    if (demo) await seedDemoData(db);
    await grantEverythingToAdministrators(db);
    await seedDictionaryDefaults(db);
  });
}
