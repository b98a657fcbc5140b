import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type ClueSyncSourceRow, crmClueSyncApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Action } from '../../platform/access/action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { formatDateTime } from '../../resources/format-date-time';
import { listPagination } from '../../resources/list-pagination';
import { CLUE_SYNC_NS } from './clue-sync-i18n';
import { ClueSyncLog } from './clue-sync-log';
import { useClueSyncSources, useInvalidateClueSync } from './clue-sync-queries';
import { ClueSyncSecretModal } from './clue-sync-secret-modal';
import { ClueSyncSourceModal } from './clue-sync-source-modal';

/** 线索同步配置 (/customer/clue/syncConfig): external sources pushing clues to a signed webhook, and their log. */
export function ClueSyncPage() {
  return (
    <ScreenQueryProvider>
      <ClueSync />
    </ScreenQueryProvider>
  );
}

function ClueSync() {
  const { t } = useTranslation(CLUE_SYNC_NS);
  const [tab, setTab] = useState('sources');
  const [logSourceId, setLogSourceId] = useState<number | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<ClueSyncSourceRow | null | undefined>(undefined);
  const [secret, setSecret] = useState<{ hookPath: string; secret: string } | null>(null);
  const sources = useClueSyncSources(paging);
  const sourceOptions = useClueSyncSources({ pageNum: 1, pageSize: 100 });
  const invalidate = useInvalidateClueSync();

  const rotate = async (row: ClueSyncSourceRow) => {
    const rotated = await callEndpoint(crmClueSyncApi.clueSyncSourceRotateSecret, { params: { id: row.id } });
    setSecret(rotated);
    void invalidate();
  };
  const remove = async (row: ClueSyncSourceRow) => {
    await callEndpoint(crmClueSyncApi.clueSyncSourceDelete, { params: { id: row.id } });
    showMessage('success', t('source.deleted'));
    void invalidate();
  };

  const columns: TableProps<ClueSyncSourceRow>['columns'] = [
    { title: t('source.name'), dataIndex: 'name', width: 140, ellipsis: true },
    { title: t('source.pool'), dataIndex: 'poolName', width: 120, ellipsis: true },
    {
      title: t('source.mapping'),
      key: 'mapping',
      width: 200,
      render: (_, row) => (
        <Typography.Text type="secondary" ellipsis>
          {[row.fieldMapping.name, row.fieldMapping.phone, row.fieldMapping.company]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      ),
    },
    {
      title: t('source.webhook'),
      dataIndex: 'hookPath',
      width: 300,
      render: (path: string) => (
        <Typography.Text copyable={{ text: `${window.location.origin}${path}` }} code>
          {path}
        </Typography.Text>
      ),
    },
    { title: t('source.secret'), dataIndex: 'secretHint', width: 90 },
    {
      title: t('source.status'),
      dataIndex: 'enabled',
      width: 80,
      render: (on: boolean) => (
        <Tag color={on ? 'green' : 'default'}>{on ? t('source.on') : t('source.off')}</Tag>
      ),
    },
    { title: t('source.updatedAt'), dataIndex: 'updatedAt', width: 170, render: formatDateTime },
    {
      title: t('source.actions'),
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => {
              setLogSourceId(row.id);
              setTab('log');
            }}
          >
            {t('source.viewLog')}
          </Button>
          <Action code="update">
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('source.editAction')}
            </Button>
            <Popconfirm title={t('source.rotateConfirm')} onConfirm={() => rotate(row)}>
              <Button type="link" size="small">
                {t('source.rotate')}
              </Button>
            </Popconfirm>
          </Action>
          <Action code="delete">
            <Popconfirm
              title={t('source.deleteConfirm', { name: row.name })}
              onConfirm={() => remove(row)}
              okButtonProps={{ danger: true }}
            >
              <Button type="link" size="small" danger>
                {t('source.delete')}
              </Button>
            </Popconfirm>
          </Action>
        </Space>
      ),
    },
  ];

  const sourcesTab = (
    <div data-testid="clue-sync-sources">
      <Action code="add">
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('source.add')}
          </Button>
        </Space>
      </Action>
      <Table<ClueSyncSourceRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={sources.data?.list ?? []}
        loading={sources.isFetching}
        scroll={{ x: 1450 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('source.empty')} /> }}
        pagination={listPagination({ ...paging, total: sources.data?.total ?? 0 }, (pageNum, pageSize) =>
          setPaging({ pageNum, pageSize }),
        )}
      />
    </div>
  );

  return (
    <section className="atrium-panel">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'sources', label: t('tab.sources'), children: sourcesTab },
          {
            key: 'log',
            label: t('tab.log'),
            children: (
              <ClueSyncLog
                sources={(sourceOptions.data?.list ?? []).map((row) => ({ value: row.id, label: row.name }))}
                sourceId={logSourceId}
                onSourceChange={setLogSourceId}
              />
            ),
          },
        ]}
      />
      <ClueSyncSourceModal
        open={editing !== undefined}
        editing={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void invalidate();
        }}
        onCreated={(created) => {
          setEditing(undefined);
          setSecret(created);
          void invalidate();
        }}
      />
      <ClueSyncSecretModal shown={secret} onClose={() => setSecret(null)} />
    </section>
  );
}
