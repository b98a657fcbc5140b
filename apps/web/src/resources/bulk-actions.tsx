import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../platform/feedback/feedback';
import type { ResourceAbilities } from './resource-abilities';
import type { ResourceWrites } from './resource-api';
import type { AnyRow } from './resource-types';

interface BulkActionsProps {
  rows: AnyRow[];
  abilities: ResourceAbilities;
  writes: ResourceWrites;
  onDone(): void;
}

type BulkAction = 'delete' | 'enable' | 'disable';

/** What to do with the selected rows: delete (after a confirmation), enable, disable. */
export function BulkActions({ rows, abilities, writes, onDone }: BulkActionsProps) {
  const { t } = useTranslation('resources');
  const [running, setRunning] = useState<BulkAction | null>(null);
  const run = async (action: BulkAction) => {
    setRunning(action);
    try {
      const outcome = await writes.bulk(rows, action);
      if (outcome.failed === 0) showMessage('success', t('bulk.done', { count: outcome.done }));
      else
        showMessage(
          'warning',
          t('bulk.partial', { done: outcome.done, failed: outcome.failed, reason: outcome.firstError ?? '' }),
        );
      onDone();
    } finally {
      setRunning(null);
    }
  };
  return (
    <>
      <span data-testid="bulk-selected">{t('bulk.selected', { count: rows.length })}</span>
      {abilities.enable && (
        <Button loading={running === 'enable'} onClick={() => void run('enable')}>
          {t('bulk.enable')}
        </Button>
      )}
      {abilities.disable && (
        <Button loading={running === 'disable'} onClick={() => void run('disable')}>
          {t('bulk.disable')}
        </Button>
      )}
      {abilities.remove && (
        <Popconfirm
          title={t('bulk.deleteConfirmTitle')}
          description={t('bulk.deleteConfirm', { count: rows.length })}
          onConfirm={() => run('delete')}
          okButtonProps={{ danger: true }}
        >
          <Button danger loading={running === 'delete'} data-testid="bulk-delete">
            {t('bulk.delete')}
          </Button>
        </Popconfirm>
      )}
      <Button type="link" onClick={onDone}>
        {t('bulk.clear')}
      </Button>
    </>
  );
}
