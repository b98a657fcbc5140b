import type { Resource, ResourceQuery } from '@atrium/contract';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../db/like-pattern.js';

export type ResourceColumns = Record<string, AnyPgColumn>;

/** The WHERE of a page: the organization's live rows, narrowed by each filter the query carries. */
export function pageWhere(
  resource: Resource,
  columns: ResourceColumns,
  orgId: number,
  query: ResourceQuery,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(columns.orgId!, orgId), isNull(columns.deletedAt!)];
  for (const [name, field] of Object.entries(resource.fields)) {
    const column = columns[name]!;
    switch (field.filter) {
      case 'eq':
        if (query[name] !== undefined) conditions.push(eq(column, query[name]));
        break;
      case 'contains':
        if (query[name] !== undefined) conditions.push(ilike(column, containsPattern(String(query[name]))));
        break;
      case 'in':
        if (query[name] !== undefined) conditions.push(inArray(column, query[name] as unknown[]));
        break;
      case 'range':
        if (query[`${name}From`] !== undefined) conditions.push(gte(column, query[`${name}From`]));
        if (query[`${name}To`] !== undefined) conditions.push(lte(column, query[`${name}To`]));
        break;
    }
  }
  return and(...conditions);
}

/** Whether the query searches a "contains" field (its total is then counted exactly only so far). */
export function searchesText(resource: Resource, query: ResourceQuery): boolean {
  return Object.entries(resource.fields).some(
    ([name, field]) => field.filter === 'contains' && query[name] !== undefined,
  );
}

/**
 * ORDER BY of a page: the chosen sortable field (the schema already refused others), newest first
 * by default; id breaks ties so pages never overlap. The tie-break runs in the sort's direction, so
 * one (org, field, id) index serves both directions without a sort step (and exports, which page
 * by keyset, list rows in exactly this order).
 */
export function pageOrder(columns: ResourceColumns, query: ResourceQuery): SQL[] {
  if (!query.sortField) return [desc(columns.id!)];
  const direction = query.sortOrder === 'desc' ? desc : asc;
  return [direction(columns[query.sortField]!), direction(columns.id!)];
}
