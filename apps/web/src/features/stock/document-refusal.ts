import type { FieldError } from '@atrium/contract';
import type { FormInstance } from 'antd/es/form';
import { placeFieldErrors } from '../../forms/server-field-errors';
import { ApiError } from '../../platform/api/api-error';

/** A refused posting's errors on the lines, by the line's key and the field: `{ serials: '第 2 行：…' }`. */
export type LineErrors = Readonly<Record<string, Readonly<Record<string, string>>>>;

const LINE_PATH = /^lines\.(\d+)\.(\w+)/;

/**
 * A refused posting's field errors where they belong: `lines.<n>.<field>` under that cell of the
 * n-th posted line (`postedKeys`: the keys of the lines sent, in their order), the others on the
 * header's fields (a supplier no longer worked with on 供应商). The api client has said the reason
 * already; this marks where it is.
 */
export function placeDocumentRefusal(
  form: FormInstance,
  error: unknown,
  postedKeys: readonly string[],
): LineErrors {
  if (!(error instanceof ApiError)) return {};
  const lines: Record<string, Record<string, string>> = {};
  const header: FieldError[] = [];
  for (const fieldError of error.fieldErrors) {
    const match = LINE_PATH.exec(fieldError.path);
    const key = match ? postedKeys[Number(match[1])] : undefined;
    if (match && key) lines[key] = { ...lines[key], [match[2]!]: fieldError.message };
    else header.push(fieldError);
  }
  const registered = form.getFieldsError().map((field) => field.name);
  form.setFields(placeFieldErrors(header, registered).fields);
  return lines;
}
