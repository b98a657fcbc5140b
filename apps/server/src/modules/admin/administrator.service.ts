import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { organizations, roles, userRoles } from './admin.tables.js';
import { createOrganization, createRole, findOrganizationByCode } from './organizations.service.js';
import { ADMINISTRATOR_ROLE_CODE, grantEverythingToAdministrators } from './role-grants.js';
import { addMembership, createUser } from './users.service.js';

export interface NewAdministrator {
  username: string;
  password: string;
  name?: string;
  /** Organization to create when the database has none (default "Atrium"). */
  organizationName?: string;
}

/**
 * Makes an enabled administrator: in the first organization (created if there is none), with an
 * administrator role granting everything (created if missing). For production installs, which
 * get no demo data.
 */
export async function createAdministrator(db: Db, input: NewAdministrator) {
  return db.transaction(async (tx) => {
    const orgId = await firstOrganization(tx, input.organizationName ?? 'Atrium');
    const roleId = await administratorRole(tx, orgId);
    const userId = await createUser(tx, {
      username: input.username,
      password: input.password,
      name: input.name ?? input.username,
      status: 'enabled',
    });
    await addMembership(tx, { userId, orgId, isDefault: true });
    await tx.insert(userRoles).values({ userId, roleId });
    await grantEverythingToAdministrators(tx);
    const [organization] = await tx.select().from(organizations).where(eq(organizations.id, orgId));
    return { userId, organization: organization! };
  });
}

async function firstOrganization(db: Db, name: string): Promise<number> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .orderBy(asc(organizations.id))
    .limit(1);
  if (existing) return existing.id;
  const code = (await findOrganizationByCode(db, 'main')) ? `org-${randomBytes(3).toString('hex')}` : 'main';
  return createOrganization(db, { name, code, inviteCode: randomBytes(6).toString('hex').toUpperCase() });
}

async function administratorRole(db: Db, orgId: number): Promise<number> {
  const [existing] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.code, ADMINISTRATOR_ROLE_CODE)))
    .limit(1);
  return (
    existing?.id ??
    createRole(db, orgId, { code: ADMINISTRATOR_ROLE_CODE, name: '系统管理员', describe: '拥有全部权限' })
  );
}
