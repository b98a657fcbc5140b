import type { FormInstance } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/api/api-error';
import { showMessage } from '../../platform/feedback/feedback';
import { ORGANIZATION_NS } from './organization-i18n';
import { useInvalidateOrganization } from './organization-queries';

/**
 * Puts the server's field errors of a failed save on the form's fields. The api client has
 * already shown the message (a 400's reason, or the 409 "saved by someone else" text).
 */
function applyFieldErrors(error: unknown, form: FormInstance): void {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return;
  const names = new Set(Object.keys(form.getFieldsValue(true)));
  form.setFields(
    error.fieldErrors
      .map((field) => ({ name: field.path.split('.')[0]!, errors: [field.message] }))
      .filter((field) => names.has(field.name)),
  );
}

/**
 * The save of an edit modal: runs the write, says 保存成功, refreshes the organization data and
 * closes; on failure the modal stays open with the server's field errors on its fields.
 */
export function useModalSave(form: FormInstance, onClose: () => void) {
  const { t } = useTranslation(ORGANIZATION_NS);
  const invalidate = useInvalidateOrganization();
  const [saving, setSaving] = useState(false);
  const save = async <T>(write: () => Promise<T>): Promise<T | undefined> => {
    setSaving(true);
    try {
      const result = await write();
      showMessage('success', t('common.saved'));
      await invalidate();
      onClose();
      return result;
    } catch (error) {
      applyFieldErrors(error, form);
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
