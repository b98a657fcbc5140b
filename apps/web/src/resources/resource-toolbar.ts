import type { Resource, ResourceQuery } from '@atrium/contract';
import type { ReactNode } from 'react';

/** What a list page tells the extra toolbar content: which resource, and the filters now applied. */
export interface ToolbarContext {
  resource: Resource;
  /**
   * The page query as the server receives it (filters, sortField/sortOrder, pageNum/pageSize):
   * an export of "what I see" sends this without pageNum/pageSize.
   */
  query: ResourceQuery;
}

/**
 * Extra buttons on a list page's toolbar, after 新增 (export/import are mounted this way by
 * resources/transfer/). A render prop, so the buttons always see the current filters.
 */
export type ToolbarExtra = (context: ToolbarContext) => ReactNode;
