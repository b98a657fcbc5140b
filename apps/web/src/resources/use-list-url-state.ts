import type { Resource } from '@atrium/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listStateControls } from './list-state-controls';
import {
  type ListSpec,
  type ListState,
  listStateToQuery,
  listStateToSearch,
  parseListState,
  resourceListSpec,
} from './list-url-state';

export { type PageAnswer, type TableSorter, usePageInRange } from './list-state-controls';

/** The list state of a resource's list screen (its filters and sortable fields). */
export function useListUrlState(resource: Resource) {
  const spec = useMemo(() => resourceListSpec(resource), [resource]);
  return useListState(spec);
}

/**
 * The paged-list state of a screen kept in the URL (list-url-state.ts): filters, sort and page
 * read from the search params, `go` writes them, and the table's sort and pager clicks map onto
 * them (list-state-controls.ts, shared with the drawers' useLocalListState). Shared by the
 * resource engine's list and the hand-made list screens, so every list pages, sorts and survives
 * reload the same way. Call usePageInRange with the answer.
 */
export function useListState(spec: ListSpec) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { prefix } = spec;
  const all = searchParams.toString();
  // Only this list's own params: another list's paging on the same screen is not a new query here.
  const search = useMemo(() => {
    const mine = listStateToSearch(parseListState(spec, new URLSearchParams(all)), { prefix });
    return mine.toString();
  }, [spec, prefix, all]);
  const state = useMemo(() => parseListState(spec, new URLSearchParams(search)), [spec, search]);
  const query = useMemo(() => listStateToQuery(state), [state]);
  const go = useCallback(
    (next: ListState, replace = false) =>
      setSearchParams((current) => listStateToSearch(next, { prefix }, current), { replace }),
    [setSearchParams, prefix],
  );

  return {
    ...listStateControls(state, go),
    /** The search string: a selection or other per-query state resets when it changes. */
    search,
    query,
  };
}

export type ListUrlState = ReturnType<typeof useListUrlState>;
