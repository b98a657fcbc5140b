import type { SortOrder } from '@atrium/contract';
import { useMemo } from 'react';
import type { FilterFormValuesOf, FilterQueryOf, Filters, ListFilters } from './list-filters';
import { useListState } from './use-list-url-state';

/** The page query of a hand-built list: its declared filters, the sort and the page. */
export type FilteredListQuery<F extends Filters, S extends string> = FilterQueryOf<F> & {
  sortField?: S;
  sortOrder?: SortOrder;
  pageNum: number;
  pageSize: number;
};

/**
 * A hand-built list's state in the URL from its declared filters (list-filters.ts): the typed
 * page query for its endpoint, the filter form's values, and applying the form from page 1.
 * Render its form with ListFilterPanel and its rows with ListTable.
 */
export function useFilteredList<F extends Filters, S extends string>(filters: ListFilters<F, S>) {
  const list = useListState(filters);
  const { state } = list;
  const query = useMemo(
    () =>
      ({
        ...(filters.query(state.filters) as object),
        ...(state.sortField ? { sortField: state.sortField as S, sortOrder: state.sortOrder } : {}),
        pageNum: state.pageNum,
        pageSize: state.pageSize,
      }) as FilteredListQuery<F, S>,
    [filters, state],
  );
  return {
    ...list,
    /** The query for the list's endpoint (its export sends it without pageNum/pageSize). */
    query,
    /** The filter form's values for the filters now in the URL. */
    formValues: useMemo(() => filters.formValues(state.filters), [filters, state.filters]),
    /** Applies the filter form's values from page 1. */
    applyForm: (values: FilterFormValuesOf<F>) => list.applyFilters(filters.urlFilters(values)),
  };
}

/** The state useFilteredList gives for the declared filters `L` (to hand it to a child). */
export type FilteredList<L extends ListFilters<Filters, string>> =
  L extends ListFilters<infer F, infer S> ? ReturnType<typeof useFilteredList<F, S>> : never;
