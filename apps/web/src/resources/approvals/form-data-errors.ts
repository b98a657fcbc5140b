import type { FormInstance } from 'antd/es/form';
import { showFieldErrors } from '../../forms/server-field-errors';
import { ApiError } from '../../platform/api/api-error';

const FORM_DATA = 'formData.';

/**
 * Shows a refused approval request's field errors: those on `formData.<field>` (a start, a
 * resubmission, an approver's edits) on the rendered form's fields, the rest on `other` (the
 * dialog's own fields: approvers, CC, comment). Answers whether there were field errors.
 */
export function showApprovalFieldErrors(
  formData: FormInstance,
  other: FormInstance | null,
  error: unknown,
  message?: string,
): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  const onForm = error.fieldErrors
    .filter((entry) => entry.path.startsWith(FORM_DATA))
    .map((entry) => ({ ...entry, path: entry.path.slice(FORM_DATA.length) }));
  const rest = error.fieldErrors.filter((entry) => !entry.path.startsWith(FORM_DATA));
  const part = (fieldErrors: typeof rest) =>
    new ApiError(error.message, error.code, error.httpStatus, fieldErrors);
  if (onForm.length > 0) showFieldErrors(formData, part(onForm), { message });
  if (rest.length > 0) showFieldErrors(other ?? formData, part(rest), { message });
  return true;
}

/** A 409: the task was decided meanwhile (another browser, another approver). */
export const isAlreadyDecided = (error: unknown) => error instanceof ApiError && error.httpStatus === 409;
