import type { FormInstance } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../forms/server-field-errors';
import { showMessage } from '../../platform/feedback/feedback';
import { ORGANIZATION_NS } from './organization-i18n';
import { useInvalidateOrganization } from './organization-queries';

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
      // The api client has already shown the message (a 400's reason, or the 409 text).
      showFieldErrors(form, error);
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
