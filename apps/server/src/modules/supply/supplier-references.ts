import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReferenceSource } from '../../platform/references/reference-source.js';
import { suppliers } from './suppliers.tables.js';
import { supplierScopeOf } from './suppliers-in-scope.js';

/**
 * `ref: 'supplier'`: the organization's suppliers by name, short name or code (a receipt's
 * supplier, the activity feed's filter); a caller picks within their data scope, as the list shows.
 */
export const supplierReference: ReferenceSource = {
  name: 'supplier',
  table: suppliers,
  id: suppliers.id,
  label: sql`${suppliers.name} || ' (' || ${suppliers.code} || ')'`,
  search: [suppliers.name, suppliers.shortName, suppliers.code],
  records: (orgId) => and(eq(suppliers.orgId, orgId), isNull(suppliers.deletedAt))!,
  scope: supplierScopeOf,
};
