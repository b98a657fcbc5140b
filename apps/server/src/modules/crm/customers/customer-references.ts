import { and, eq, isNull } from 'drizzle-orm';
import type { ReferenceSource } from '../../../platform/references/reference-source.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import { customers } from '../customers.tables.js';
import { ownedInScope } from './customers-in-scope.js';

/**
 * `ref: 'customer'`: the organization's customers, by name, number or phone. A caller links only
 * customers they may link a record to, as the customer picker (customer-options.service.ts): an
 * administrator all of them (pool included), everyone else the owned customers of their data scope.
 */
export const customerReference: ReferenceSource = {
  name: 'customer',
  table: customers,
  id: customers.id,
  label: customers.name,
  search: [customers.name, customers.sn, customers.phone],
  records: (orgId) => and(eq(customers.orgId, orgId), isNull(customers.deletedAt))!,
  scope: async (db, caller) => {
    const scope = await customerScopeOf(db, caller);
    return scope.kind === 'all' ? undefined : ownedInScope(scope);
  },
};
