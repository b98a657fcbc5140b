import { isDeepStrictEqual } from 'node:util';
import type { FieldRights, StoredFormDefinition, StoredFormField } from '@atrium/contract';
import { AppError, type PendingFieldError } from '../http/app-error.js';

/**
 * Checks of values filled in a form designer form against its definition, pure: every key names a
 * field of the form, required fields hold a value, a number field holds a number. A sub-form's rows
 * are checked the same way against its own fields. Any record that stores a form's values uses it
 * (an approval's form, docs/approvals.md "Forms"; a work order's custom fields). Field errors are
 * reported under `at` (the body field holding the values, `formData` for an approval) so the
 * browser can point at the input.
 */

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const NUMBER_TEXT = /^[+-]?\d+(\.\d+)?$/;
const isNumberValue = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && NUMBER_TEXT.test(value.trim()));

function checkFields(
  fields: readonly StoredFormField[],
  values: Readonly<Record<string, unknown>>,
  prefix: string,
  problems: PendingFieldError[],
  requireFilled: boolean,
): void {
  const byKey = new Map(fields.map((field) => [field.vModel, field]));
  for (const key of Object.keys(values))
    if (!byKey.has(key)) problems.push({ path: `${prefix}${key}`, message: { key: 'form.fieldUnknown' } });
  for (const field of fields) {
    const value = values[field.vModel];
    const path = `${prefix}${field.vModel}`;
    if (isEmpty(value)) {
      if (field.required && requireFilled)
        problems.push({ path, message: { key: 'form.fieldRequired', params: { label: field.label } } });
      continue;
    }
    if (field.tag === 'number' && !isNumberValue(value))
      problems.push({ path, message: { key: 'validation.constraint' } });
    if (field.tag === 'subForm') {
      if (!Array.isArray(value)) {
        problems.push({ path, message: { key: 'validation.constraint' } });
        continue;
      }
      value.forEach((row, index) => {
        if (row === null || typeof row !== 'object' || Array.isArray(row))
          problems.push({ path: `${path}.${index}`, message: { key: 'validation.constraint' } });
        else
          checkFields(
            field.children ?? [],
            row as Record<string, unknown>,
            `${path}.${index}.`,
            problems,
            requireFilled,
          );
      });
    }
  }
}

/**
 * Refuses (400 with each field's problem) a form that does not fit its definition. `requireFilled`
 * false: a draft — required fields may still be empty (a work order is refused only on closing,
 * `firstEmptyRequired`), everything else is checked.
 */
export function assertFormValues(
  form: StoredFormDefinition,
  values: Readonly<Record<string, unknown>>,
  at = 'formData',
  { requireFilled = true }: { requireFilled?: boolean } = {},
): void {
  const problems: PendingFieldError[] = [];
  checkFields(form.fields, values, `${at}.`, problems, requireFilled);
  if (problems.length > 0) throw formRefusal(problems);
}

/** The first required field left empty, a sub-form's rows included (a step that needs the form complete). */
export function firstEmptyRequired(
  fields: readonly StoredFormField[],
  values: Readonly<Record<string, unknown>>,
): StoredFormField | undefined {
  for (const field of fields) {
    const value = values[field.vModel];
    if (isEmpty(value)) {
      if (field.required) return field;
      continue;
    }
    if (field.tag !== 'subForm' || !Array.isArray(value)) continue;
    for (const row of value) {
      if (row === null || typeof row !== 'object' || Array.isArray(row)) continue;
      const empty = firstEmptyRequired(field.children ?? [], row as Record<string, unknown>);
      if (empty) return empty;
    }
  }
  return undefined;
}

const formRefusal = (problems: PendingFieldError[]) => {
  const first = problems[0]!.message;
  return 'key' in first
    ? new AppError(400, first.key, first.params, problems)
    : new AppError(400, 'badRequest', {}, problems);
};

/**
 * The form after an editor's changes: only fields the rights make editable (an approver's at the
 * node) may differ from the stored values (others are refused), and the result must still fit the form.
 */
export function applyEdits(
  form: StoredFormDefinition,
  rights: FieldRights,
  stored: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
  at = 'formData',
): Record<string, unknown> {
  const labels = new Map(form.fields.map((field) => [field.vModel, field.label]));
  const problems: PendingFieldError[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (!labels.has(key)) problems.push({ path: `${at}.${key}`, message: { key: 'form.fieldUnknown' } });
    else if (rights[key] !== 'edit' && !isDeepStrictEqual(value, stored[key]))
      problems.push({
        path: `${at}.${key}`,
        message: { key: 'form.fieldNotEditable', params: { label: labels.get(key)! } },
      });
  }
  if (problems.length > 0) throw formRefusal(problems);
  const merged = { ...stored, ...changes };
  assertFormValues(form, merged, at);
  return merged;
}

/** The form values a reader with these rights may see: hidden fields are left out. */
export function visibleValues(
  values: Readonly<Record<string, unknown>>,
  rights: FieldRights,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => rights[key] !== 'hidden'));
}
