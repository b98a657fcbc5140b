import type { RoleDetail, rolesApi } from '@atrium/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DataScopeRegistry } from '../../platform/access/record-scope.js';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, fieldError, notFound } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import type { Member } from '../../platform/http/request-context.js';
import { roles, userRoles } from './admin.tables.js';
import {
  menuIdsOfPermissionKeys,
  permissionKeysOfMenus,
  permissionKeysOfRole,
  replaceRoleGrants,
} from './grant-tree.js';
import { checkedDataScopes, dataScopesOfRole, replaceRoleDataScopes } from './role-data-scopes.js';
import { ADMINISTRATOR_ROLE_CODE } from './role-grants.js';

type RoleRow = typeof roles.$inferSelect;

/**
 * Roles of one organization and their grants. Grants are read on every request by
 * platform/access/granted-menus.ts (nothing caches them), so a change applies to signed-in holders
 * from their next request on.
 */

async function findRole(db: Db, orgId: number, id: number): Promise<RoleRow> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.orgId, orgId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const isLocked = (row: RoleRow) => row.code === ADMINISTRATOR_ROLE_CODE;

async function holderCount(db: Db, roleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return row?.n ?? 0;
}

async function toDetail(db: Db, row: RoleRow): Promise<RoleDetail> {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    describe: row.describe,
    status: row.status,
    version: row.version,
    locked: isLocked(row),
    userCount: await holderCount(db, row.id),
    permissionKeys: await permissionKeysOfRole(db, row.id),
    dataScopes: await dataScopesOfRole(db, row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields an audit entry keeps of a role (grants go in their own `grant` entries). */
const audited = (row: Pick<RoleRow, 'name' | 'code' | 'describe'>) => ({
  name: row.name,
  code: row.code,
  describe: row.describe,
});

export async function getRole(db: Db, orgId: number, id: number): Promise<RoleDetail> {
  return toDetail(db, await findRole(db, orgId, id));
}

export async function createRoleWithGrants(
  db: Db,
  registry: DataScopeRegistry,
  member: Member,
  body: BodyOf<typeof rolesApi.roleCreate>,
): Promise<RoleDetail> {
  const menuIds = await menuIdsOfPermissionKeys(db, body.permissionKeys);
  const scopes = checkedDataScopes(registry, body.dataScopes);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ orgId: member.orgId, name: body.name, code: body.code, describe: body.describe })
        .returning();
      await replaceRoleGrants(tx, row!.id, menuIds);
      const keys = await permissionKeysOfRole(tx, row!.id);
      const audit = { orgId: member.orgId, userId: member.userId, entity: 'role', entityId: row!.id };
      await recordAudit(tx, { ...audit, action: 'create', after: audited(row!) });
      await recordAudit(tx, {
        ...audit,
        action: 'grant',
        before: { permissionKeys: [] },
        after: { permissionKeys: keys },
      });
      await replaceRoleDataScopes(tx, row!.id, scopes);
      if (scopes.length > 0) {
        await recordAudit(tx, {
          ...audit,
          action: 'grant',
          before: { dataScopes: [] },
          after: { dataScopes: scopes },
        });
      }
      return toDetail(tx, row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('code', 'role.codeTaken');
    throw error;
  }
}

export async function updateRoleWithGrants(
  db: Db,
  registry: DataScopeRegistry,
  member: Member,
  id: number,
  body: BodyOf<typeof rolesApi.roleUpdate>,
): Promise<RoleDetail> {
  const before = await findRole(db, member.orgId, id);
  if (before.version !== body.version) throw new AppError(409, 'conflict.stale');
  const menuIds = await menuIdsOfPermissionKeys(db, body.permissionKeys);
  const scopes = body.dataScopes && checkedDataScopes(registry, body.dataScopes);
  return db.transaction(async (tx) => {
    const keysBefore = await permissionKeysOfRole(tx, id);
    if (!isLocked(before)) await replaceRoleGrants(tx, id, menuIds);
    const keysAfter = await permissionKeysOfRole(tx, id);
    if (isLocked(before) && !sameKeys(keysBefore, await permissionKeysOfMenus(tx, menuIds))) {
      throw new AppError(400, 'role.locked');
    }
    const [row] = await tx
      .update(roles)
      .set({
        name: body.name,
        describe: body.describe,
        version: sql`${roles.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(roles.id, id), eq(roles.orgId, member.orgId), eq(roles.version, body.version)))
      .returning();
    // Someone saved between our read and this write: roll everything back.
    if (!row) throw new AppError(409, 'conflict.stale');
    const audit = { orgId: member.orgId, userId: member.userId, entity: 'role', entityId: id };
    if (before.name !== row.name || before.describe !== row.describe) {
      await recordAudit(tx, { ...audit, action: 'update', before: audited(before), after: audited(row) });
    }
    if (!sameKeys(keysBefore, keysAfter)) {
      await recordAudit(tx, {
        ...audit,
        action: 'grant',
        before: { permissionKeys: keysBefore },
        after: { permissionKeys: keysAfter },
      });
    }
    // The administrator role sees everything: it has no scopes to choose.
    if (scopes && !isLocked(before)) {
      const scopesBefore = await dataScopesOfRole(tx, id);
      await replaceRoleDataScopes(tx, id, scopes);
      if (JSON.stringify(scopesBefore) !== JSON.stringify(scopes)) {
        await recordAudit(tx, {
          ...audit,
          action: 'grant',
          before: { dataScopes: scopesBefore },
          after: { dataScopes: scopes },
        });
      }
    }
    return toDetail(tx, row);
  });
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  const left = [...new Set(a)].sort();
  const right = [...new Set(b)].sort();
  return left.length === right.length && left.every((key, index) => key === right[index]);
}

export async function deleteRole(db: Db, member: Member, id: number): Promise<null> {
  const row = await findRole(db, member.orgId, id);
  if (isLocked(row)) throw new AppError(400, 'role.locked');
  await db.transaction(async (tx) => {
    // Lock the role row so a concurrent grant of it to a user can't slip in after the count.
    await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
    const holders = await holderCount(tx, id);
    if (holders > 0) throw new AppError(400, 'role.inUse', { count: holders });
    const keys = await permissionKeysOfRole(tx, id);
    await tx.delete(roles).where(and(eq(roles.id, id), eq(roles.orgId, member.orgId)));
    await recordAudit(tx, {
      orgId: member.orgId,
      userId: member.userId,
      action: 'delete',
      entity: 'role',
      entityId: id,
      before: { ...audited(row), permissionKeys: keys },
    });
  });
  return null;
}
