import {
  type WarehouseSyncAdapterKind,
  type WarehouseSyncSettingsRow,
  warehouseSyncSecretRotate,
} from '@atrium/contract/endpoints/stock-sync';
import Alert from 'antd/es/alert';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WebhookAddress } from '../../forms/webhook-address';
import { WebhookSecretModal } from '../../forms/webhook-secret-modal';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { formatDateTime } from '../../resources/format-date-time';
import { type RowAction, RowActionLinks, useGrantedActions } from '../../resources/list-actions';
import { STOCK_SYNC_NS } from './stock-sync-i18n';
import { useInvalidateSync, useSyncSettings } from './stock-sync-queries';
import { SyncSettingsModal } from './sync-settings-modal';

/**
 * 同步设置: every warehouse with its sync switches, webhook and secret hint. A panel of this screen
 * rather than a column of 仓库列表: the settings need the same key as replay (warehouseSyncLog:update),
 * and a feature does not reach into another's screen.
 */
export function SyncSettingsPanel({ onShowLog }: { onShowLog: (warehouseId: number) => void }) {
  const { t } = useTranslation(STOCK_SYNC_NS);
  const settings = useSyncSettings();
  const invalidate = useInvalidateSync();
  const [editing, setEditing] = useState<WarehouseSyncSettingsRow | null>(null);
  const [secret, setSecret] = useState<{ hookPath: string; secret: string } | null>(null);

  const rotate = async (row: WarehouseSyncSettingsRow) => {
    try {
      setSecret(await callEndpoint(warehouseSyncSecretRotate, { params: { warehouseId: row.warehouseId } }));
      await invalidate();
    } catch {
      // Shown by the api client.
    }
  };
  const actions = useGrantedActions<RowAction<WarehouseSyncSettingsRow>>([
    {
      key: 'configure',
      label: t('settings.configure'),
      oper: 'update',
      shownFor: (row) => !row.configured,
      onClick: setEditing,
    },
    {
      key: 'edit',
      label: t('settings.edit'),
      oper: 'update',
      shownFor: (row) => row.configured,
      onClick: setEditing,
    },
    {
      key: 'rotate',
      label: t('settings.rotate'),
      oper: 'update',
      confirm: t('settings.rotateConfirm'),
      shownFor: (row) => row.configured,
      onClick: rotate,
    },
    {
      key: 'log',
      label: t('settings.viewLog'),
      shownFor: (row) => row.configured,
      onClick: (row) => onShowLog(row.warehouseId),
    },
  ]);

  const columns: TableProps<WarehouseSyncSettingsRow>['columns'] = [
    {
      title: t('settings.warehouse'),
      dataIndex: 'warehouseName',
      width: 170,
      render: (name: string, row) => `${name}（${row.warehouseCode}）`,
    },
    {
      title: t('settings.state'),
      dataIndex: 'enabled',
      width: 90,
      render: (on: boolean, row) =>
        !row.configured ? (
          <Tag>{t('settings.notConfigured')}</Tag>
        ) : (
          <Tag color={on ? 'green' : 'default'}>{on ? t('settings.on') : t('settings.off')}</Tag>
        ),
    },
    {
      title: t('settings.adapter'),
      dataIndex: 'adapter',
      width: 170,
      render: (adapter: WarehouseSyncAdapterKind, row) => (row.configured ? t(`adapter.${adapter}`) : '-'),
    },
    {
      title: t('settings.webhook'),
      dataIndex: 'hookPath',
      width: 400,
      render: (path: string) => (path ? <WebhookAddress path={path} /> : '-'),
    },
    {
      title: t('settings.secret'),
      dataIndex: 'secretHint',
      width: 90,
      render: (hint: string) => hint || '-',
    },
    {
      title: t('settings.pullUrl'),
      dataIndex: 'pullUrl',
      ellipsis: true,
      render: (url: string, row) =>
        url
          ? `${url}${row.pulledUntil ? ` · ${t('settings.pulledUntil')} ${formatDateTime(row.pulledUntil)}` : ''}`
          : '-',
    },
    {
      title: t('col.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_: unknown, row) => <RowActionLinks row={row} actions={actions} />,
    },
  ];

  return (
    <div data-testid="sync-settings">
      <Alert type="info" showIcon message={t('settings.hint')} style={{ marginBottom: 16 }} />
      <Table<WarehouseSyncSettingsRow>
        rowKey="warehouseId"
        size="middle"
        loading={settings.isLoading}
        columns={columns}
        dataSource={settings.data ?? []}
        pagination={false}
        scroll={{ x: 1200 }}
      />
      <SyncSettingsModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          if (saved.secret) setSecret({ hookPath: saved.hookPath, secret: saved.secret });
          else showMessage('success', t('settings.saved'));
          void invalidate();
        }}
      />
      <WebhookSecretModal
        shown={secret}
        onClose={() => setSecret(null)}
        namespace={STOCK_SYNC_NS}
        testId="sync-secret"
      />
    </div>
  );
}
