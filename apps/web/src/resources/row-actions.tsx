import { useTranslation } from 'react-i18next';
import { showMessage } from '../platform/feedback/feedback';
import type { RowAction } from './list-actions';
import type { ResourceAbilities } from './resource-abilities';
import type { ResourceWrites } from './resource-api';
import type { AnyRow } from './resource-types';
import { writeErrorText } from './write-error';

/** A resource row's 查看 / 编辑 / 删除, each only with its oper key; deleting asks first. */
export function useResourceRowActions(
  abilities: ResourceAbilities,
  writes: ResourceWrites,
  open: { view(row: AnyRow): void; edit(row: AnyRow): void },
): RowAction<AnyRow>[] {
  const { t } = useTranslation('resources');
  const remove = async (row: AnyRow) => {
    try {
      await writes.remove(row);
      showMessage('success', t('delete.done'));
    } catch (error) {
      showMessage('error', writeErrorText(error, t));
      // Someone changed or removed the row meanwhile: show what is there now.
      await writes.refresh();
    }
  };
  const actions: (RowAction<AnyRow> | false)[] = [
    abilities.view && { key: 'view', label: t('action.view'), onClick: open.view },
    abilities.edit && { key: 'edit', label: t('action.edit'), onClick: open.edit },
    abilities.remove && {
      key: 'delete',
      label: t('action.delete'),
      danger: true,
      confirm: t('delete.confirm'),
      onClick: remove,
    },
  ];
  return actions.filter((action) => action !== false);
}
