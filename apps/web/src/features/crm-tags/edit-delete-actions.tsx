import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { CUSTOMER_TAGS_NS } from '../../resources/customer-tags/customer-tags-i18n';

interface EditDeleteActionsProps {
  /** The confirmation asked before deleting, naming the record. */
  deleteConfirm: string;
  onEdit(): void;
  onDelete(): void;
}

/** 编辑 (with the edit and update opers) and 删除 after a confirmation (with delete), for a group or a tag. */
export function EditDeleteActions({ deleteConfirm, onEdit, onDelete }: EditDeleteActionsProps) {
  const { t } = useTranslation(CUSTOMER_TAGS_NS);
  const can = useAction();
  return (
    <Space size={0}>
      {can('edit') && can('update') && (
        <Button type="link" size="small" onClick={onEdit}>
          {t('action.edit')}
        </Button>
      )}
      {can('delete') && (
        <Popconfirm title={deleteConfirm} onConfirm={onDelete} okButtonProps={{ danger: true }}>
          <Button type="link" size="small" danger>
            {t('action.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
