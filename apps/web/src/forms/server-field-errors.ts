import type { FieldError } from '@atrium/contract';
import type { FormInstance } from 'antd/es/form';
import { ApiError } from '../platform/api/api-error';
import { showMessage } from '../platform/feedback/feedback';

/** A form field's name path: `specs.2.value` is `['specs', 2, 'value']` (row 2 of a Form.List). */
export type FieldNamePath = (string | number)[];

/** Where a refused save's field errors go: onto form fields, or (no field shows them) the form's message. */
export interface PlacedFieldErrors {
  fields: { name: FieldNamePath; errors: string[] }[];
  /** Messages of errors no field of the form shows (a field the form leaves out, a server-side name). */
  formErrors: string[];
}

/** The name path of a server path: digit parts are Form.List rows. */
export const namePathOf = (path: string): FieldNamePath =>
  path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const keyOf = (name: FieldNamePath) => name.join('.');

/**
 * Places each server field error on the form field it names, or else on the nearest field that
 * holds it (`images.0.fileId` on an `images` field editing the whole list); `aliases` renames a
 * server path the form shows under another name (`contacts.0.name` → `contactName`). An error no
 * field shows becomes a form-level message, so nothing the server said is lost.
 */
export function placeFieldErrors(
  fieldErrors: readonly FieldError[],
  registered: readonly FieldNamePath[],
  aliases: Readonly<Record<string, string>> = {},
): PlacedFieldErrors {
  const known = new Map(registered.map((name) => [keyOf(name), name]));
  const byField = new Map<string, { name: FieldNamePath; errors: string[] }>();
  const formErrors: string[] = [];
  for (const { path, message } of fieldErrors) {
    const parts = namePathOf(aliases[path] ?? path);
    let name: FieldNamePath | undefined;
    for (let length = parts.length; length > 0 && !name; length--)
      name = known.get(keyOf(parts.slice(0, length)));
    if (!name) {
      if (!formErrors.includes(message)) formErrors.push(message);
      continue;
    }
    const entry = byField.get(keyOf(name)) ?? { name, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byField.set(keyOf(name), entry);
  }
  return { fields: [...byField.values()], formErrors };
}

/**
 * Shows a refused save's field errors (a 400's `data.fieldErrors`) on the form: each on its field
 * (nested paths like `lines.0.quantity` and `specs.2.value` included), and one message on top:
 * the errors no field shows, else `message` when the form gives one ("请检查标红的内容"). Answers
 * whether the error carried field errors (else the caller shows it its own way). The one mapping
 * every form uses.
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  options: { aliases?: Readonly<Record<string, string>>; message?: string } = {},
): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  const registered = form.getFieldsError().map((field) => field.name);
  const placed = placeFieldErrors(error.fieldErrors, registered, options.aliases);
  form.setFields(placed.fields);
  const message = placed.formErrors.length > 0 ? placed.formErrors.join('；') : options.message;
  if (message) showMessage('error', message);
  return true;
}
