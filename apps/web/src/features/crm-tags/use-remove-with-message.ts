import { useTranslation } from 'react-i18next';
import { showMessage } from '../../platform/feedback/feedback';
import type { ResourceWrites } from '../../resources/resource-api';
import type { AnyRow } from '../../resources/resource-types';
import { writeErrorText } from '../../resources/write-error';

/** Deletes a row and says how it went: the server's reason (e.g. a group that still has tags) on refusal. */
export function useRemoveWithMessage(writes: ResourceWrites) {
  const { t } = useTranslation('resources');
  return async (row: AnyRow) => {
    try {
      await writes.remove(row);
      showMessage('success', t('delete.done'));
    } catch (error) {
      showMessage('error', writeErrorText(error, t));
      await writes.refresh();
    }
  };
}
