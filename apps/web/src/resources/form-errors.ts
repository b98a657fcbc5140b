import type { FormInstance } from 'antd/es/form';
import { ApiError } from '../platform/api/api-error';
import { showMessage } from '../platform/feedback/feedback';

const HTTP_CONFLICT = 409;

/**
 * Shows a failed save where the user looks: the server's field errors on their form fields (also
 * as a message, since a field may sit in a collapsed part), a stale version as the conflict text.
 */
export function showSaveError(error: unknown, form: FormInstance, conflictText: string): void {
  if (error instanceof ApiError && error.httpStatus === HTTP_CONFLICT) {
    showMessage('error', conflictText);
    return;
  }
  if (error instanceof ApiError && error.fieldErrors.length > 0) {
    const names = new Set(Object.keys(form.getFieldsValue(true)));
    form.setFields(
      error.fieldErrors
        .filter((field) => names.has(field.path.split('.')[0]!))
        .map((field) => ({ name: field.path.split('.')[0]!, errors: [field.message] })),
    );
  }
  showMessage('error', error instanceof Error ? error.message : String(error));
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

/**
 * Puts a refused save's field errors (400 fieldErrors) on their form fields; answers whether there
 * were any. Dotted paths address nested fields: `contacts.0.phone` is row 0 of a Form.List.
 */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  form.setFields(
    error.fieldErrors.map((field) => ({
      name: field.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: [field.message],
    })),
  );
  return true;
}
