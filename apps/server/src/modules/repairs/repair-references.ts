import { and, eq, isNull } from 'drizzle-orm';
import type { ReferenceSource } from '../../platform/references/reference-source.js';
import { repairFaultCategories } from './repairs.tables.js';

/** `ref: 'faultCategory'`: the live fault categories, by name; a tree for the pickers. */
export const faultCategoryReference: ReferenceSource = {
  name: 'faultCategory',
  table: repairFaultCategories,
  id: repairFaultCategories.id,
  label: repairFaultCategories.name,
  search: [repairFaultCategories.name],
  records: (orgId) => and(eq(repairFaultCategories.orgId, orgId), isNull(repairFaultCategories.deletedAt))!,
  tree: { parent: repairFaultCategories.parentId, order: repairFaultCategories.sort },
};
