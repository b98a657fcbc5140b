import { crmBusinessApi, crmCustomersApi, crmSupportCustomersApi } from '@atrium/contract';
import { type DataScope, dataScopeOf } from '../../platform/access/data-scope.js';
import { type DataScopeRegistry, registerRecordScopes } from '../../platform/access/record-scope.js';
import type { Db } from '../../platform/db/database.js';

/**
 * The role data scopes of CRM's hand-written documents (docs/architecture.md §3a "Data scopes"):
 * customers, opportunities and support customers each offer `owned` (the default) and `all`,
 * chosen per role in the role editor. Every read and write of a customer (and of what hangs on it: follow-ups,
 * attachments, tags, merges, AI analyses, the undealt list, sales viewing, recall reminders) takes
 * `customerScopeOf`; every opportunity route `businessScopeOf`; every support-customer route
 * `supportCustomerScopeOf`. Clues and calls keep the plain owner/led-departments scope
 * (dataScopeOf without a kind).
 */
export const customerScopeOf = (db: Db, member: { orgId: number; userId: number }): Promise<DataScope> =>
  dataScopeOf(db, member, crmCustomersApi.customerScopes);

export const businessScopeOf = (db: Db, member: { orgId: number; userId: number }): Promise<DataScope> =>
  dataScopeOf(db, member, crmBusinessApi.businessScopes);

/** Support customers (售后客户): their handler and the handler's department play owner. */
export const supportCustomerScopeOf = (
  db: Db,
  member: { orgId: number; userId: number },
): Promise<DataScope> => dataScopeOf(db, member, crmSupportCustomersApi.supportCustomerScopes);

/** Makes the customers', opportunities' and support customers' scopes choosable in the role editor. */
export function registerCrmDataScopes(registry: DataScopeRegistry): void {
  registerRecordScopes(registry, crmCustomersApi.customerScopes);
  registerRecordScopes(registry, crmBusinessApi.businessScopes);
  registerRecordScopes(registry, crmSupportCustomersApi.supportCustomerScopes);
}
