import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { integer, serial } from 'drizzle-orm/pg-core';
import { orgIdColumn } from '../../modules/admin/admin.tables.js';

/**
 * The columns every line table has (an order's lines, a receipt's items): tenant, the parent
 * record (deleting it deletes its lines) and the line's position from 1. Spread into a pgTable's
 * columns next to one column per line field, and index `(parent_id, line_no)`:
 * `...lineColumns(() => orders.id)`.
 */
export const lineColumns = (parentId: () => AnyPgColumn) => ({
  id: serial('id').primaryKey(),
  orgId: orgIdColumn(),
  parentId: integer('parent_id').notNull().references(parentId, { onDelete: 'cascade' }),
  lineNo: integer('line_no').notNull(),
});

export const LINE_COLUMN_NAMES = ['id', 'orgId', 'parentId', 'lineNo'] as const;
