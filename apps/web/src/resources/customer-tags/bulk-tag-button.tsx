import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { showMessage } from '../../platform/feedback/feedback';
import { useBulkTag } from './customer-tag-link-queries';
import { CUSTOMER_TAGS_NS } from './customer-tags-i18n';
import { TagPicker } from './tag-picker';

interface BulkTagButtonProps {
  mode: 'tag' | 'untag';
  /** The customers ticked in the list. */
  selectedIds: readonly number[];
  /** After the server answered: refresh the list (and clear the selection). */
  onDone(): void;
}

/**
 * 批量打标签 / 批量移除标签 for the customer and pool lists: pick tags in a dialog, confirm, apply
 * to the ticked customers. Shown when the current route grants `update`.
 */
export function BulkTagButton({ mode, selectedIds, onDone }: BulkTagButtonProps) {
  const { t } = useTranslation(CUSTOMER_TAGS_NS);
  const can = useAction();
  const bulk = useBulkTag(mode);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  if (!can('update')) return null;

  const apply = async () => {
    try {
      const { count } = await bulk.mutateAsync({ ids: [...selectedIds], tagIds: picked });
      showMessage('success', t('bulk.done', { count }));
      setOpen(false);
      setPicked([]);
      onDone();
    } catch {
      // The api client has shown the server's reason.
    }
  };

  return (
    <>
      <Button
        data-testid={`bulk-${mode}`}
        onClick={() =>
          selectedIds.length === 0 ? showMessage('warning', t('bulk.pickCustomers')) : setOpen(true)
        }
      >
        {t(mode === 'tag' ? 'bulk.tag' : 'bulk.untag')}
      </Button>
      <Modal
        open={open}
        title={t(mode === 'tag' ? 'bulk.tagTitle' : 'bulk.untagTitle', { count: selectedIds.length })}
        onCancel={() => setOpen(false)}
        onOk={() => void apply()}
        okButtonProps={{ disabled: picked.length === 0, danger: mode === 'untag' }}
        confirmLoading={bulk.isPending}
        destroyOnHidden
      >
        <TagPicker value={picked} onChange={setPicked} />
        {picked.length === 0 && <Typography.Text type="secondary">{t('bulk.pickTags')}</Typography.Text>}
      </Modal>
    </>
  );
}
