import { PAGE_SIZE_DEFAULT } from '@atrium/contract';
import { useCallback, useMemo, useState } from 'react';
import { listStateControls } from './list-state-controls';

export { usePageInRange } from './list-state-controls';

import { type ListState, listStateToQuery } from './list-url-state';

export interface LocalListOptions {
  /** The page size to start with (default 10). */
  pageSize?: number;
  /** Filters to start with. */
  filters?: ListState['filters'];
  /**
   * What the list shows that is set outside it (the record a drawer is open on, a status tab, a
   * period): when it changes, the list starts again from page 1 with its first filters, keeping
   * its page size and sort.
   */
  scope?: unknown;
}

/**
 * The list state of a drawer's, card's or modal's table: the same filters, sort, page and page
 * size as a screen's list (useListState), kept in component state, because a table inside a
 * drawer must not rewrite the URL of the screen under it. Call usePageInRange with the answer.
 */
export function useLocalListState({
  pageSize = PAGE_SIZE_DEFAULT,
  filters = {},
  scope,
}: LocalListOptions = {}) {
  const scopeKey = JSON.stringify(scope ?? null);
  const [firstFilters] = useState(filters);
  const [stored, setStored] = useState(() => ({
    scopeKey,
    state: { pageNum: 1, pageSize, filters } as ListState,
  }));
  // Another scope is another list: from page 1, read during render so no request goes for the old page.
  const state = useMemo(
    () =>
      stored.scopeKey === scopeKey ? stored.state : { ...stored.state, pageNum: 1, filters: firstFilters },
    [stored, scopeKey, firstFilters],
  );
  const go = useCallback((next: ListState) => setStored({ scopeKey, state: next }), [scopeKey]);
  const query = useMemo(() => listStateToQuery(state), [state]);
  return { ...listStateControls(state, go), query };
}

export type LocalListState = ReturnType<typeof useLocalListState>;
