import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReferenceSource } from '../../platform/references/reference-source.js';
import { saleOrders } from './orders/sale-orders.tables.js';
import { saleSources } from './sources/sale-sources.tables.js';

/**
 * `ref: 'saleOrder'`: the organization's live orders, by number or customer name, labelled
 * `XS20261127-0001 客户名`. The orders part narrows what a caller may pick to their data scope.
 */
export const saleOrderReference: ReferenceSource = {
  name: 'saleOrder',
  table: saleOrders,
  id: saleOrders.id,
  label: sql<string>`${saleOrders.documentNo} || ' ' || ${saleOrders.customerName}`,
  search: [saleOrders.documentNo, saleOrders.customerName],
  records: (orgId) => and(eq(saleOrders.orgId, orgId), isNull(saleOrders.deletedAt))!,
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
