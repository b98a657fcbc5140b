import type { FieldDef, Resource } from '@atrium/contract';
import dayjs from 'dayjs';
import { emptyLines, linesToBody, linesToFormValues } from './lines-form-values';
import { ENABLED_FIELD } from './resource-abilities';
import type { AnyRow } from './resource-types';

/** Between a record and the form's values: dates become Dayjs for the pickers and back. */
export type RecordFormValues = Record<string, unknown>;

export function formFieldsOf(resource: Resource): [string, FieldDef][] {
  // A total the server computes from the lines is shown under the lines, not typed.
  const computed = resource.lines?.amount?.total;
  return Object.entries(resource.fields).filter(
    ([name, def]) => def.visibleIn?.form !== false && name !== computed,
  );
}

const isDateKind = (def: FieldDef) => def.kind === 'date' || def.kind === 'datetime';

export function recordToFormValues(resource: Resource, row: AnyRow): RecordFormValues {
  const values: RecordFormValues = {};
  for (const [name, def] of formFieldsOf(resource)) {
    const value = row[name];
    values[name] = isDateKind(def) && typeof value === 'string' ? dayjs(value) : value;
  }
  if (resource.lines) values.lines = linesToFormValues(resource, row);
  return values;
}

/** A new record's starting values: switches off, except a resource's `enabled` (on, as the server defaults). */
export function newRecordValues(resource: Resource): RecordFormValues {
  const values: RecordFormValues = {};
  for (const [name, def] of formFieldsOf(resource)) {
    if (def.kind === 'boolean') values[name] = name === ENABLED_FIELD;
  }
  if (resource.lines) values.lines = emptyLines(resource.lines);
  return values;
}

export function toBodyValue(def: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null || value === '') {
    // Text holds '' for "nothing"; other kinds null (sent as '', which the server reads as null).
    return ['text', 'textarea', 'phone', 'dict'].includes(def.kind) && value === '' ? '' : null;
  }
  if (dayjs.isDayjs(value)) return def.kind === 'date' ? value.format('YYYY-MM-DD') : value.toISOString();
  return value;
}

/**
 * The body of a create (every filled-in field) or an update (only what changed since `original`,
 * which the contract allows, plus the version the edit started from).
 */
export function formValuesToBody(
  resource: Resource,
  values: RecordFormValues,
  original: AnyRow | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, def] of formFieldsOf(resource)) {
    const value = toBodyValue(def, values[name]);
    if (original === null) {
      if (value !== null) body[name] = value;
    } else if (value !== toBodyValue(def, recordToFormValues(resource, original)[name])) {
      body[name] = value;
    }
  }
  if (resource.lines) {
    const lines = linesToBody(resource, values.lines, original);
    if (lines !== undefined) body.lines = lines;
  }
  if (original !== null) body.version = original.version;
  return body;
}
