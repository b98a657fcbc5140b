import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../platform/feedback/feedback';
import type { ResourceAbilities } from './resource-abilities';
import type { ResourceWrites } from './resource-api';
import type { AnyRow } from './resource-types';
import { writeErrorText } from './write-error';

interface RowActionsProps {
  row: AnyRow;
  abilities: ResourceAbilities;
  writes: ResourceWrites;
  onView(): void;
  onEdit(): void;
}

/** A row's 查看 / 编辑 / 删除, each only with its oper key; deleting asks first. */
export function RowActions({ row, abilities, writes, onView, onEdit }: RowActionsProps) {
  const { t } = useTranslation('resources');
  const remove = async () => {
    try {
      await writes.remove(row);
      showMessage('success', t('delete.done'));
    } catch (error) {
      showMessage('error', writeErrorText(error, t));
      // Someone changed or removed the row meanwhile: show what is there now.
      await writes.refresh();
    }
  };
  return (
    <Space size={0} wrap={false}>
      {abilities.view && (
        <Button type="link" size="small" onClick={onView} data-testid="row-view">
          {t('action.view')}
        </Button>
      )}
      {abilities.edit && (
        <Button type="link" size="small" onClick={onEdit} data-testid="row-edit">
          {t('action.edit')}
        </Button>
      )}
      {abilities.remove && (
        <Popconfirm title={t('delete.confirm')} onConfirm={remove} okButtonProps={{ danger: true }}>
          <Button type="link" size="small" danger data-testid="row-delete">
            {t('action.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
