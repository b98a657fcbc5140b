import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReferenceSource } from '../../platform/references/reference-source.js';
import { platformServices } from '../catalogue/platform-services.tables.js';
import { ordersInScope } from './orders/sale-order-scopes.js';
import { saleOrders } from './orders/sale-orders.tables.js';
import { saleSources } from './sources/sale-sources.tables.js';

/**
 * `ref: 'saleOrder'`: the organization's live orders, by number or customer name, labelled
 * `XS20261127-0001 客户名`. A caller may pick only orders of their data scope.
 */
export const saleOrderReference: ReferenceSource = {
  name: 'saleOrder',
  table: saleOrders,
  id: saleOrders.id,
  label: sql<string>`${saleOrders.documentNo} || ' ' || ${saleOrders.customerName}`,
  search: [saleOrders.documentNo, saleOrders.customerName],
  records: (orgId) => and(eq(saleOrders.orgId, orgId), isNull(saleOrders.deletedAt))!,
  // Pickers offer only the orders of the caller's data scope.
  scope: (db, caller) => ordersInScope(db, caller),
};

/** `ref: 'saleSource'`: the organization's live order sources (disabled ones too: a filter may name them). */
export const saleSourceReference: ReferenceSource = {
  name: 'saleSource',
  table: saleSources,
  id: saleSources.id,
  label: saleSources.name,
  search: [saleSources.name, saleSources.code],
  records: (orgId) => and(eq(saleSources.orgId, orgId), isNull(saleSources.deletedAt))!,
};

/** `ref: 'platformService'`: the catalogue's live platform services (销售商品 lists them), by name or code. */
export const platformServiceReference: ReferenceSource = {
  name: 'platformService',
  table: platformServices,
  id: platformServices.id,
  label: sql<string>`${platformServices.code} || ' ' || ${platformServices.name}`,
  search: [platformServices.name, platformServices.code],
  records: (orgId) => and(eq(platformServices.orgId, orgId), isNull(platformServices.deletedAt))!,
};
