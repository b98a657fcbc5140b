import dayjs, { type Dayjs } from 'dayjs';
import { fromBusinessPicker, toBusinessPicker } from './business-picker-value';
import type { ListSpec, ListState } from './list-url-state';

type UrlFilters = ListState['filters'];

/**
 * One control of a hand-built filter form and the URL params it stands for: how its value is
 * read from and written to the URL, and what it adds to the page query. `Q` is that query part.
 */
export interface ListFilter<V, Q extends object> {
  /** The URL params of the control named `name`. */
  params(name: string): { param: string; list: boolean }[];
  /** The control's value from the URL's filters. */
  read(filters: UrlFilters, name: string): V | undefined;
  /** The URL's filters for the control's value ('' and empty lists leave the param out). */
  write(value: V | undefined, name: string): UrlFilters;
  /** What the URL's filters add to the page query. */
  query(filters: UrlFilters, name: string): Q;
}

/** A control whose value is one URL param of the same name, as the query type `T`. */
type OneParam<V, T> = ListFilter<V, { [name: string]: T | undefined }> & { readonly oneParam: T };

const single = (filters: UrlFilters, name: string) => {
  const value = filters[name];
  return typeof value === 'string' ? value : undefined;
};

/** A text box: trimmed, sent as typed. */
export const textFilter = (): OneParam<string, string> => ({
  oneParam: '',
  params: (name) => [{ param: name, list: false }],
  read: single,
  write: (value, name) => (value?.trim() ? { [name]: value.trim() } : {}),
  query: (filters, name) => ({ [name]: single(filters, name) }),
});

/** A select of fixed values (an enum): a value outside them is ignored. */
export const choiceFilter = <T extends string>(values: readonly T[]): OneParam<T, T> => {
  const known = (raw: string | undefined) => (values as readonly string[]).includes(raw ?? '');
  return {
    oneParam: values[0]!,
    params: (name) => [{ param: name, list: false }],
    read: (filters, name) => (known(single(filters, name)) ? (single(filters, name) as T) : undefined),
    write: (value, name) => (value ? { [name]: value } : {}),
    query: (filters, name) => ({
      [name]: known(single(filters, name)) ? (single(filters, name) as T) : undefined,
    }),
  };
};

/** A select of ids (an owner, an author): a whole positive number. */
export const idFilter = (): OneParam<number, number> => {
  const read = (filters: UrlFilters, name: string) => {
    const raw = single(filters, name);
    return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  };
  return {
    oneParam: 0,
    params: (name) => [{ param: name, list: false }],
    read,
    write: (value, name) => (value ? { [name]: String(value) } : {}),
    query: (filters, name) => ({ [name]: read(filters, name) }),
  };
};

type RangeFilter<From extends string, To extends string> = ListFilter<
  [Dayjs | null, Dayjs | null],
  { [K in From | To]?: string }
>;

/**
 * A range picker sent as two params: `format` writes an end the picker holds as the param,
 * `parse` reads a param `valid` accepted back into what the picker holds.
 */
const rangeFilter = <From extends string, To extends string>(
  from: From,
  to: To,
  valid: (raw: string | undefined) => string | undefined,
  format: (end: Dayjs) => string,
  parse: (raw: string) => Dayjs | null,
): RangeFilter<From, To> => ({
  params: () => [
    { param: from, list: false },
    { param: to, list: false },
  ],
  read: (filters) => {
    const [start, end] = [valid(single(filters, from)), valid(single(filters, to))];
    return start || end ? [start ? parse(start) : null, end ? parse(end) : null] : undefined;
  },
  write: (value) => {
    const [start, end] = value ?? [null, null];
    return {
      ...(start ? { [from]: format(start) } : {}),
      ...(end ? { [to]: format(end) } : {}),
    };
  },
  query: (filters) =>
    ({ [from]: valid(single(filters, from)), [to]: valid(single(filters, to)) }) as {
      [K in From | To]?: string;
    },
});

const DAY = 'YYYY-MM-DD';
const dayOf = (raw: string | undefined) =>
  raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && dayjs(raw).format(DAY) === raw ? raw : undefined;

/** A day range picker sent as two `YYYY-MM-DD` params (either end may stay open). */
export const dayRangeFilter = <From extends string, To extends string>(from: From, to: To) =>
  rangeFilter(
    from,
    to,
    dayOf,
    (end) => end.format(DAY),
    (raw) => dayjs(raw),
  );

const instantOf = (raw: string | undefined) =>
  raw && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(raw) && dayjs(raw).isValid()
    ? raw
    : undefined;

/**
 * A date-time range picker sent as two ISO instants (UTC, `…Z`; either end may stay open). The
 * picker holds business-clock wall times, as every time on screen is (business-picker-value.ts).
 */
export const timeRangeFilter = <From extends string, To extends string>(from: From, to: To) =>
  rangeFilter(from, to, instantOf, fromBusinessPicker, toBusinessPicker);

// biome-ignore lint/suspicious/noExplicitAny: the filters of one form hold controls of any value type
type AnyFilter = ListFilter<any, object>;
export type Filters = Record<string, AnyFilter>;

type ValueOf<F> = F extends ListFilter<infer V, object> ? V : never;
/** The form's values: each control's value, by control name. */
export type FilterFormValuesOf<F extends Filters> = { [K in keyof F]?: ValueOf<F[K]> };

type QueryPartOf<K, F> = F extends { oneParam: infer T }
  ? { [P in K & string]?: T }
  : F extends ListFilter<unknown, infer Q>
    ? Q
    : never;
type Intersect<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;
/** The page query's filter part that the form's controls stand for. */
export type FilterQueryOf<F extends Filters> = Intersect<{ [K in keyof F]: QueryPartOf<K, F[K]> }[keyof F]>;

/** A hand-built list's declared filters: what its URL keeps and how its form and query read it. */
export interface ListFilters<F extends Filters, S extends string = string> extends ListSpec {
  sortFields: readonly S[];
  /** The form's values for the URL's filters (its initial values, and after back/forward). */
  formValues(filters: UrlFilters): FilterFormValuesOf<F>;
  /** The URL's filters for the form's values. */
  urlFilters(values: FilterFormValuesOf<F>): UrlFilters;
  /** The page query's filters for the URL's filters. */
  query(filters: UrlFilters): FilterQueryOf<F>;
}

/**
 * Declares the filters of a hand-built list by control name, e.g.
 * `defineListFilters({ customerName: textFilter(), range: dayRangeFilter('startDate', 'endDate') },
 * { sortFields: ['createdAt'] })`. useFilteredList keeps them in the URL.
 */
export function defineListFilters<F extends Filters, const S extends string = never>(
  filters: F,
  options: { sortFields?: readonly S[]; prefix?: string } = {},
): ListFilters<F, S> {
  const entries = Object.entries(filters);
  return {
    filterParams: entries.flatMap(([name, filter]) => filter.params(name)),
    sortFields: options.sortFields ?? [],
    ...(options.prefix ? { prefix: options.prefix } : {}),
    formValues: (url) =>
      Object.fromEntries(
        entries.flatMap(([name, filter]) => {
          const value = filter.read(url, name);
          return value === undefined ? [] : [[name, value]];
        }),
      ) as FilterFormValuesOf<F>,
    urlFilters: (values) =>
      Object.assign(
        {},
        ...entries.map(([name, filter]) => filter.write((values as Record<string, unknown>)[name], name)),
      ),
    query: (url) =>
      Object.fromEntries(
        entries
          .flatMap(([name, filter]) => Object.entries(filter.query(url, name)))
          .filter(([, value]) => value !== undefined),
      ) as FilterQueryOf<F>,
  };
}
