import type { FormInstance } from 'antd/es/form';
import { ApiError } from '../../platform/api/api-error';

/**
 * Puts the server's field errors of a failed save on the form's fields. The api client has
 * already shown the message (a 400's reason, or the 409 "saved by someone else" text).
 */
export function applyFieldErrors(error: unknown, form: FormInstance): void {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return;
  const names = new Set(Object.keys(form.getFieldsValue(true)));
  form.setFields(
    error.fieldErrors
      .map((field) => ({ name: field.path.split('.')[0]!, errors: [field.message] }))
      .filter((field) => names.has(field.name)),
  );
}
