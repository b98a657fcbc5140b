import type { FieldDef, Resource } from '@atrium/contract';
import { toBodyValue, toFormValue } from './field-form-value';
import { emptyLines, linesToBody, linesToFormValues } from './lines-form-values';
import { ENABLED_FIELD } from './resource-abilities';
import type { AnyRow } from './resource-types';

/** Between a record and the form's values: dates become Dayjs for the pickers and back. */
export type RecordFormValues = Record<string, unknown>;

export function formFieldsOf(resource: Resource): [string, FieldDef][] {
  // A total the server computes from the lines is shown under the lines, not typed; a field the
  // server sets (`readOnly`: a document number, a state, a total) is never typed either.
  const computed = resource.lines?.amount?.total;
  return Object.entries(resource.fields).filter(
    ([name, def]) => def.visibleIn?.form !== false && name !== computed && !def.readOnly,
  );
}

export function recordToFormValues(resource: Resource, row: AnyRow): RecordFormValues {
  const values: RecordFormValues = {};
  for (const [name, def] of formFieldsOf(resource)) {
    const value = row[name];
    values[name] = toFormValue(def, value);
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
  const before = original === null ? null : recordToFormValues(resource, original);
  for (const [name, def] of formFieldsOf(resource)) {
    const value = toBodyValue(def, values[name]);
    if (before === null) {
      if (value !== null) body[name] = value;
    } else if (value !== toBodyValue(def, before[name])) {
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
