import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../../platform/access/data-scope.js';
import { crmSupportCustomers } from '../support-customers.tables.js';

/**
 * The support customers a data scope (platform/access/data-scope.ts) sees: an administrator all of the
 * organization (also those nobody handles yet), a department leader those handled in the led
 * subtree plus their own, everyone else those they handle.
 */
export function supportCustomersInScope(scope: DataScope): SQL {
  const inOrg = eq(crmSupportCustomers.orgId, scope.orgId);
  if (scope.kind === 'all') return inOrg;
  const own = eq(crmSupportCustomers.handlerUserId, scope.userId);
  if (scope.kind === 'own') return and(inOrg, own)!;
  return and(inOrg, or(own, inArray(crmSupportCustomers.handlerDepartmentId, scope.departmentIds)))!;
}

/** Whether a scope holds one support customer (by its handler and the handler's department). */
export function isSupportCustomerInScope(
  scope: DataScope,
  record: { handlerUserId: number | null; handlerDepartmentId: number | null },
): boolean {
  if (scope.kind === 'all') return true;
  if (record.handlerUserId === scope.userId) return true;
  return (
    scope.kind === 'departments' &&
    record.handlerDepartmentId !== null &&
    scope.departmentIds.includes(record.handlerDepartmentId)
  );
}
