import {
  type FieldDef,
  PAGE_SIZE_DEFAULT,
  type Resource,
  type ResourceQuery,
  type SortOrder,
} from '@atrium/contract';

/**
 * The state of a list page — filters, sort and page — kept in the URL's search params, so reload,
 * back/forward and the multi-tab bar (which remembers full paths) bring it back. The params are the
 * server's own page-query names (`name`, `sortFrom`/`sortTo`, repeated `code`, `sortField`,
 * `sortOrder`, `pageNum`, `pageSize`), so the URL reads like the request it stands for.
 */
export interface ListState {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  /** One entry per filter param that has a value; `in` filters hold a list. */
  filters: Record<string, string | string[]>;
}

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** A filter parameter of the page query and the field it belongs to. */
export interface FilterParam {
  param: string;
  field: string;
  def: FieldDef;
  list: boolean;
}

/** Every filter parameter a resource's page query takes, in field order. */
export function filterParamsOf(resource: Resource): FilterParam[] {
  return Object.entries(resource.fields).flatMap(([field, def]): FilterParam[] => {
    switch (def.filter) {
      case undefined:
        return [];
      case 'range':
        return [
          { param: `${field}From`, field, def, list: false },
          { param: `${field}To`, field, def, list: false },
        ];
      default:
        return [{ param: field, field, def, list: def.filter === 'in' }];
    }
  });
}

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
};

/** Reads a list state from search params, ignoring what the resource does not know. */
export function parseListState(resource: Resource, search: URLSearchParams): ListState {
  const pageSize = positiveInt(search.get('pageSize'));
  const state: ListState = {
    pageNum: positiveInt(search.get('pageNum')) ?? 1,
    pageSize:
      pageSize !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
        ? pageSize
        : PAGE_SIZE_DEFAULT,
    filters: {},
  };
  const sortField = search.get('sortField');
  const sortOrder = search.get('sortOrder');
  if (sortField && resource.sortFields.includes(sortField) && (sortOrder === 'asc' || sortOrder === 'desc')) {
    state.sortField = sortField;
    state.sortOrder = sortOrder;
  }
  for (const { param, list } of filterParamsOf(resource)) {
    if (list) {
      const values = search.getAll(param).filter((value) => value !== '');
      if (values.length > 0) state.filters[param] = values;
    } else {
      const value = search.get(param);
      if (value !== null && value !== '') state.filters[param] = value;
    }
  }
  return state;
}

/** Writes a list state as search params; defaults (page 1, size 10, no sort) are left out. */
export function listStateToSearch(state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  for (const [param, value] of Object.entries(state.filters)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(param, item);
  }
  if (state.sortField && state.sortOrder) {
    search.set('sortField', state.sortField);
    search.set('sortOrder', state.sortOrder);
  }
  if (state.pageNum !== 1) search.set('pageNum', String(state.pageNum));
  if (state.pageSize !== PAGE_SIZE_DEFAULT) search.set('pageSize', String(state.pageSize));
  return search;
}

/** The page query the server receives for a list state. */
export function listStateToQuery(state: ListState): ResourceQuery {
  return {
    ...state.filters,
    ...(state.sortField ? { sortField: state.sortField, sortOrder: state.sortOrder } : {}),
    pageNum: state.pageNum,
    pageSize: state.pageSize,
  };
}
