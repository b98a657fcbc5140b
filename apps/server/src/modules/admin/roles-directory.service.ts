import type { adminApi } from '@atrium/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import type { QueryOf } from '../../platform/http/bind-endpoint.js';
import { roles, userRoles } from './admin.tables.js';

type Page = z.input<typeof adminApi.rolePage.answer>;

/** GET /erp/admin/role/page: the organization's roles, oldest first, with how many hold each. */
export async function listRoles(
  db: Db,
  orgId: number,
  query: QueryOf<typeof adminApi.rolePage>,
): Promise<Page> {
  const filters: SQL[] = [eq(roles.orgId, orgId)];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(or(ilike(roles.name, pattern), ilike(roles.code, pattern))!);
  }
  const where = and(...filters);
  const { total, totalExact } = await pageTotal(db, () =>
    db.select({ id: roles.id }).from(roles).where(where).$dynamic(),
  );
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      code: roles.code,
      describe: roles.describe,
      status: roles.status,
      createdAt: roles.createdAt,
      userCount: count(userRoles.userId),
    })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(where)
    .groupBy(roles.id)
    .orderBy(asc(roles.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    totalExact,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
