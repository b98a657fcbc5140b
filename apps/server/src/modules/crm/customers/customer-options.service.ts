import { crmCustomersApi, normalizePhone } from '@atrium/contract';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import type { QueryOf } from '../../../platform/http/bind-endpoint.js';
import { customers } from '../customers.tables.js';
import { ownedInScope } from './customers-in-scope.js';

/**
 * GET /erp/crm/customer/options: the shared customer picker's choices and the names its list
 * cells show. Only customers the caller may link a record to: an administrator all of the
 * organization (pool included), everyone else the owned customers of their data scope.
 */
export async function customerOptions(
  db: Db,
  scope: DataScope,
  query: QueryOf<typeof crmCustomersApi.customerOptions>,
): Promise<crmCustomersApi.CustomerOption[]> {
  const inScope = scope.kind === 'all' ? eq(customers.orgId, scope.orgId) : ownedInScope(scope);
  const terms: (SQL | undefined)[] = [inScope, isNull(customers.deletedAt)];
  if (query.ids) {
    if (query.ids.length === 0) return [];
    terms.push(inArray(customers.id, query.ids));
  }
  if (query.keyword) {
    const phone = normalizePhone(query.keyword);
    terms.push(
      or(
        ilike(customers.name, containsPattern(query.keyword)),
        eq(customers.sn, query.keyword),
        phone ? eq(customers.phone, phone) : undefined,
      ),
    );
  }
  return db
    .select({ id: customers.id, name: customers.name, sn: customers.sn })
    .from(customers)
    .where(and(...terms))
    .orderBy(desc(customers.id))
    .limit(query.ids ? query.ids.length : crmCustomersApi.CUSTOMER_OPTIONS_MAX);
}
