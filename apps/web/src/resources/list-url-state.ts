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

/**
 * What a list keeps in the URL besides its page: the filter params it reads (a `list` param
 * repeats) and the fields it may sort by. A resource derives it (resourceListSpec); a hand-built
 * list declares it with its filters (list-filters.ts). Two lists on one screen give the second a
 * `prefix` so their params don't mix (`clue.name` beside the pool list's `name`).
 */
export interface ListSpec {
  filterParams: readonly { param: string; list: boolean }[];
  sortFields: readonly string[];
  prefix?: string;
}

/** The list spec of a resource's page query: its filter params and sortable fields. */
export function resourceListSpec(resource: Resource): ListSpec {
  return { filterParams: filterParamsOf(resource), sortFields: resource.sortFields };
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

/** Reads a list state from search params, ignoring what the list does not know. */
export function parseListState(spec: ListSpec, search: URLSearchParams): ListState {
  const at = (param: string) => `${spec.prefix ?? ''}${param}`;
  const pageSize = positiveInt(search.get(at('pageSize')));
  const state: ListState = {
    pageNum: positiveInt(search.get(at('pageNum'))) ?? 1,
    pageSize:
      pageSize !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
        ? pageSize
        : PAGE_SIZE_DEFAULT,
    filters: {},
  };
  const sortField = search.get(at('sortField'));
  const sortOrder = search.get(at('sortOrder'));
  if (sortField && spec.sortFields.includes(sortField) && (sortOrder === 'asc' || sortOrder === 'desc')) {
    state.sortField = sortField;
    state.sortOrder = sortOrder;
  }
  for (const { param, list } of spec.filterParams) {
    if (list) {
      const values = search.getAll(at(param)).filter((value) => value !== '');
      if (values.length > 0) state.filters[param] = values;
    } else {
      const value = search.get(at(param));
      if (value !== null && value !== '') state.filters[param] = value;
    }
  }
  return state;
}

/**
 * Writes a list state into search params; defaults (page 1, size 10, no sort) are left out. The
 * params of this list (its prefix) are replaced; other params (another list's) are kept.
 */
export function listStateToSearch(
  state: ListState,
  spec: Pick<ListSpec, 'prefix'> = {},
  others: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const prefix = spec.prefix ?? '';
  const mine = (key: string) => (prefix ? key.startsWith(prefix) : !OTHER_LIST.test(key));
  const search = new URLSearchParams([...others].filter(([key]) => !mine(key)));
  const set = (param: string, value: string) => search.append(`${prefix}${param}`, value);
  for (const [param, value] of Object.entries(state.filters)) {
    for (const item of Array.isArray(value) ? value : [value]) set(param, item);
  }
  if (state.sortField && state.sortOrder) {
    set('sortField', state.sortField);
    set('sortOrder', state.sortOrder);
  }
  if (state.pageNum !== 1) set('pageNum', String(state.pageNum));
  if (state.pageSize !== PAGE_SIZE_DEFAULT) set('pageSize', String(state.pageSize));
  return search;
}

/** A param of a prefixed list (`clue.name`): the unprefixed list leaves it alone. */
const OTHER_LIST = /^[a-z]+\./i;

/** The page query the server receives for a list state. */
export function listStateToQuery(state: ListState): ResourceQuery {
  return {
    ...state.filters,
    ...(state.sortField ? { sortField: state.sortField, sortOrder: state.sortOrder } : {}),
    pageNum: state.pageNum,
    pageSize: state.pageSize,
  };
}
