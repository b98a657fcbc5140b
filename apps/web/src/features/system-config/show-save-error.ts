import type { FormInstance } from 'antd/es/form';
import { ApiError } from '../../platform/api/api-error';
import { showMessage } from '../../platform/feedback/feedback';

/**
 * A failed save, shown where the user looks: the server's field errors (already in their language)
 * on the form's fields, and the message on top, since the field may be one the form does not show.
 */
export function showSaveError(error: unknown, form: FormInstance): void {
  if (error instanceof ApiError && error.fieldErrors.length > 0) {
    const names = new Set(Object.keys(form.getFieldsValue(true)));
    form.setFields(
      error.fieldErrors
        .filter((field) => names.has(field.path))
        .map((field) => ({ name: field.path, errors: [field.message] })),
    );
  }
  showMessage('error', error instanceof Error ? error.message : String(error));
}
