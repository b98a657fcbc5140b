import type { Database } from '../platform/db/database.js';
import { demoSeedOrder } from '../platform/modules/demo-seed-order.js';
import { referenceRegistry } from '../platform/references/reference-source.js';
import { composeDemoRoleGrants } from './admin/demo-role-grants.js';
import { seedDemoData } from './admin/demo-seeder.js';
import { SERVER_MODULES } from './modules.js';

/** The reference sources the listed modules register (as the app installs them). */
export const moduleReferences = () =>
  referenceRegistry(SERVER_MODULES.flatMap((listed) => listed.references ?? []));

/**
 * Start-up seeding, idempotent: each module's start-up seeds always (e.g. the menu tree, dictionary
 * defaults); the demo data set when asked, or by default on the first start of an embedded database.
 */
export async function seedDatabase(database: Database, options: { demo?: boolean } = {}): Promise<void> {
  const demo = options.demo ?? (database.kind === 'pglite' && database.created);
  const demoSteps = demoSeedOrder(SERVER_MODULES);
  await database.exclusive(async () => {
    const { db } = database;
    for (const listed of SERVER_MODULES) await listed.seedBeforeDemo?.(db);
    if (demo) {
      const roleGrants = composeDemoRoleGrants(SERVER_MODULES.map((listed) => listed.demoRoleGrants));
      await seedDemoData(db, { steps: demoSteps, references: moduleReferences(), roleGrants });
    }
    for (const listed of SERVER_MODULES) await listed.seedAfterDemo?.(db);
  });
}
