import type { auditApi } from '@atrium/contract';
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../modules/admin/admin.tables.js';
import type { Db } from '../db/database.js';
import { pageOffset, pageTotal } from '../db/page-total.js';
import type { QueryOf } from '../http/bind-endpoint.js';
import { auditLog } from './audit.tables.js';

type Page = z.input<typeof auditApi.auditPage.answer>;

/** GET /erp/admin/audit/page: the organization's audit entries, newest first, with who made them. */
export async function listAudit(
  db: Db,
  orgId: number,
  query: QueryOf<typeof auditApi.auditPage>,
): Promise<Page> {
  const filters: SQL[] = [eq(auditLog.orgId, orgId)];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.userId) filters.push(eq(auditLog.userId, query.userId));
  if (query.atFrom) filters.push(gte(auditLog.at, new Date(query.atFrom)));
  if (query.atTo) filters.push(lte(auditLog.at, new Date(query.atTo)));
  const where = and(...filters);

  const { total, totalExact } = await pageTotal(db, () => db.select().from(auditLog).where(where).$dynamic());
  const rows = await db
    .select({ entry: auditLog, username: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: rows.map(({ entry, username }) => ({
      id: entry.id,
      userId: entry.userId,
      username: username ?? '',
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
      at: entry.at.toISOString(),
    })),
    total,
    totalExact,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
