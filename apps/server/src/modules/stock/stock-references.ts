import { and, eq, isNull } from 'drizzle-orm';
import type { ReferenceSource } from '../../platform/references/reference-source.js';
import { stockWarehouses } from './stock.tables.js';

/** `ref: 'warehouse'`: live warehouses (disabled ones too: a filter may name them), by name or code. */
export const warehouseReference: ReferenceSource = {
  name: 'warehouse',
  table: stockWarehouses,
  id: stockWarehouses.id,
  label: stockWarehouses.name,
  search: [stockWarehouses.name, stockWarehouses.code],
  records: (orgId) => and(eq(stockWarehouses.orgId, orgId), isNull(stockWarehouses.deletedAt))!,
};
