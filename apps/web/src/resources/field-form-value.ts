import type { FieldDef } from '@atrium/contract';
import dayjs from 'dayjs';
import { fromBusinessPicker, toBusinessPicker } from './business-picker-value';

/** One field's value between the wire and a form (a record's field or a line's): dates as Dayjs. */
export const isDateKind = (def: FieldDef) => def.kind === 'date' || def.kind === 'datetime';

/** An answered value as the form's input holds it: a date-time as its business-clock wall time. */
export function toFormValue(def: FieldDef, value: unknown): unknown {
  if (!isDateKind(def) || typeof value !== 'string') return value;
  return def.kind === 'date' ? dayjs(value) : (toBusinessPicker(value) ?? value);
}

/** A form value as a body sends it. */
export function toBodyValue(def: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null || value === '') {
    // Text holds '' for "nothing"; other kinds null (sent as '', which the server reads as null).
    return ['text', 'textarea', 'phone', 'dict'].includes(def.kind) && value === '' ? '' : null;
  }
  if (dayjs.isDayjs(value))
    return def.kind === 'date' ? value.format('YYYY-MM-DD') : fromBusinessPicker(value);
  return value;
}
