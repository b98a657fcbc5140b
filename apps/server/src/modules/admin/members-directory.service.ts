import type { adminApi } from '@atrium/contract';
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { lockedUsernameKeys, usernameKey } from '../../platform/auth/login-throttle.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import type { QueryOf } from '../../platform/http/bind-endpoint.js';
import { roles, userOrganizations, userRoles, users } from './admin.tables.js';

type Page = z.input<typeof adminApi.adminUserPage.answer>;

/** GET /erp/admin/user/page: the organization's members, newest first, with their roles there. */
export async function listMembers(
  db: Db,
  orgId: number,
  query: QueryOf<typeof adminApi.adminUserPage>,
): Promise<Page> {
  const filters: SQL[] = [eq(userOrganizations.orgId, orgId)];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(or(ilike(users.username, pattern), ilike(users.name, pattern))!);
  }
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.roleId) {
    const holders = db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.roleId, query.roleId), eq(roles.orgId, orgId)));
    filters.push(inArray(users.id, holders));
  }
  const where = and(...filters);

  const { total, totalExact } = await pageTotal(db, () =>
    db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
      .where(where)
      .$dynamic(),
  );
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      status: users.status,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));

  const held =
    rows.length === 0
      ? []
      : await db
          .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(
            and(
              eq(roles.orgId, orgId),
              inArray(
                userRoles.userId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(roles.id));

  const locked = await lockedUsernameKeys(
    db,
    rows.map((row) => usernameKey(row.username)),
  );

  return {
    list: rows.map((row) => ({
      ...row,
      locked: locked.has(usernameKey(row.username)),
      createdAt: row.createdAt.toISOString(),
      roles: held.filter((role) => role.userId === row.id).map(({ id, name }) => ({ id, name })),
    })),
    total,
    totalExact,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
