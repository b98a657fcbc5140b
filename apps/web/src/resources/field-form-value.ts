import type { FieldDef } from '@atrium/contract';
import dayjs from 'dayjs';

/** One field's value between the wire and a form (a record's field or a line's): dates as Dayjs. */
export const isDateKind = (def: FieldDef) => def.kind === 'date' || def.kind === 'datetime';

/** An answered value as the form's input holds it. */
export function toFormValue(def: FieldDef, value: unknown): unknown {
  return isDateKind(def) && typeof value === 'string' ? dayjs(value) : value;
}

/** A form value as a body sends it. */
export function toBodyValue(def: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null || value === '') {
    // Text holds '' for "nothing"; other kinds null (sent as '', which the server reads as null).
    return ['text', 'textarea', 'phone', 'dict'].includes(def.kind) && value === '' ? '' : null;
  }
  if (dayjs.isDayjs(value)) return def.kind === 'date' ? value.format('YYYY-MM-DD') : value.toISOString();
  return value;
}
