import type { FormInstance } from 'antd/es/form';
import { ApiError } from '../../platform/api/api-error';

/** Puts a refused write's field errors (400 fieldErrors) on the form's fields; true when it did. */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  form.setFields(error.fieldErrors.map(({ path, message }) => ({ name: path, errors: [message] })));
  return true;
}
