import { businessDayStart, type FieldDef, formatBusinessDate, type Resource } from '@atrium/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { centsToYuan, yuanToCents } from '../platform/format/money';
import { isDateKind } from './field-form-value';
import type { ListState } from './list-url-state';

/**
 * Between the filter form's values and the list state's filters (strings, as in the URL). The form
 * holds each filter under its field name — a string, a number, a Dayjs, a list, or a [from, to]
 * pair for ranges — and the state under the server's param names (`<field>From`, `<field>To`).
 */
export type FilterFormValues = Record<string, unknown>;

const DATE = 'YYYY-MM-DD';
const isNumberKind = (def: FieldDef) => ['number', 'money', 'reference'].includes(def.kind);

/**
 * A date filter value as the server reads it: a day, or for datetime the instant that day starts
 * (or its last millisecond) on the business clock, whatever the browser's zone.
 */
function dateParam(def: FieldDef, value: Dayjs, edge: 'start' | 'end'): string {
  const day = value.format(DATE);
  if (def.kind === 'date') return day;
  const at = edge === 'start' ? businessDayStart(day) : new Date(businessDayStart(day, 1).getTime() - 1);
  return at.toISOString();
}

function scalarParam(def: FieldDef, value: unknown, edge: 'start' | 'end' = 'start'): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? dateParam(def, value, edge) : null;
  // Money is typed in yuan and filtered in whole fen, like the form's money input.
  if (def.kind === 'money' && typeof value === 'number') return String(yuanToCents(value));
  const text = String(value).trim();
  return text === '' ? null : text;
}

function scalarFormValue(def: FieldDef, raw: string): unknown {
  if (isDateKind(def)) {
    // A datetime filter's instant is shown as its business day (the day picked, as dateParam wrote it).
    const day = def.kind === 'date' ? raw : formatBusinessDate(raw);
    const value = day ? dayjs(day) : null;
    return value?.isValid() ? value : undefined;
  }
  if (isNumberKind(def)) {
    const value = Number(raw);
    if (!Number.isFinite(value)) return undefined;
    return def.kind === 'money' ? centsToYuan(value) : value;
  }
  return raw;
}

export function filtersFromFormValues(resource: Resource, values: FilterFormValues): ListState['filters'] {
  const filters: ListState['filters'] = {};
  const put = (param: string, value: string | null) => {
    if (value !== null) filters[param] = value;
  };
  for (const [field, def] of Object.entries(resource.fields)) {
    switch (def.filter) {
      case undefined:
        break;
      case 'in': {
        const list = Array.isArray(values[field]) ? (values[field] as unknown[]) : [];
        const texts = list.map((item) => scalarParam(def, item)).filter((item) => item !== null);
        if (texts.length > 0) filters[field] = texts;
        break;
      }
      case 'range':
        if (isDateKind(def)) {
          const [from, to] = Array.isArray(values[field]) ? (values[field] as unknown[]) : [];
          put(`${field}From`, scalarParam(def, from, 'start'));
          put(`${field}To`, scalarParam(def, to, 'end'));
        } else {
          put(`${field}From`, scalarParam(def, values[`${field}From`]));
          put(`${field}To`, scalarParam(def, values[`${field}To`]));
        }
        break;
      default:
        put(field, scalarParam(def, values[field]));
    }
  }
  return filters;
}

export function formValuesFromFilters(resource: Resource, filters: ListState['filters']): FilterFormValues {
  const values: FilterFormValues = {};
  const one = (param: string) => {
    const raw = filters[param];
    return typeof raw === 'string' ? raw : undefined;
  };
  for (const [field, def] of Object.entries(resource.fields)) {
    switch (def.filter) {
      case undefined:
        break;
      case 'in': {
        const raw = filters[field];
        values[field] =
          raw === undefined
            ? undefined
            : (Array.isArray(raw) ? raw : [raw]).map((item) => scalarFormValue(def, item));
        break;
      }
      case 'range': {
        const from = one(`${field}From`);
        const to = one(`${field}To`);
        if (isDateKind(def)) {
          values[field] =
            from === undefined && to === undefined
              ? undefined
              : [
                  from === undefined ? null : scalarFormValue(def, from),
                  to === undefined ? null : scalarFormValue(def, to),
                ];
        } else {
          values[`${field}From`] = from === undefined ? undefined : scalarFormValue(def, from);
          values[`${field}To`] = to === undefined ? undefined : scalarFormValue(def, to);
        }
        break;
      }
      default: {
        const raw = one(field);
        values[field] = raw === undefined ? undefined : scalarFormValue(def, raw);
      }
    }
  }
  return values;
}
