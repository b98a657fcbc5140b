import type { FormInstance } from 'antd/es/form';
import { showFieldErrors } from '../forms/server-field-errors';
import { ApiError } from '../platform/api/api-error';
import { showMessage } from '../platform/feedback/feedback';

const HTTP_CONFLICT = 409;

/**
 * Shows a failed save where the user looks: the server's field errors on their form fields (also
 * as a message, since a field may sit in a collapsed part), a stale version as the conflict text
 * when the form names one.
 */
export function showSaveError(error: unknown, form: FormInstance, conflictText?: string): void {
  if (conflictText && error instanceof ApiError && error.httpStatus === HTTP_CONFLICT) {
    showMessage('error', conflictText);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (!showFieldErrors(form, error, { message })) showMessage('error', message);
}

/**
 * The form's values when every rule passes; otherwise null, with the first failing field scrolled
 * into view (the messages are already under the fields).
 */
export async function validValues<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch (error) {
    const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    return null;
  }
}
