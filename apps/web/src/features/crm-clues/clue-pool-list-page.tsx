import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type CluePoolRow, crmCluesApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Action } from '../../platform/access/action';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { FilterActions } from '../../resources/filter-actions';
import { FilterPanel } from '../../resources/filter-panel';
import { formatDateTime } from '../../resources/format-date-time';
import { listPagination } from '../../resources/list-pagination';
import { clueAllocationPath, cluePoolEditPath } from './clue-paths';
import { CluePoolCreateModal } from './clue-pool-create-modal';
import { useCluePools, useInvalidateClues } from './clue-queries';
import { ClueTable } from './clue-table';
import { CLUES_NS } from './clues-i18n';

/** 线索池 (/customer/clue/poolList): the pools the caller works with; the chosen pool's clues below. */
export function CluePoolListPage() {
  return (
    <ScreenQueryProvider>
      <CluePoolList />
    </ScreenQueryProvider>
  );
}

function CluePoolList() {
  const { t } = useTranslation(CLUES_NS);
  const navigate = useNavigate();
  const [name, setName] = useState<string | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [creating, setCreating] = useState(false);
  const [chosen, setChosen] = useState<CluePoolRow | null>(null);
  const pools = useCluePools({ name, ...paging });
  const invalidate = useInvalidateClues();
  const canEdit = useGranted('cluePoolEdit:get');
  const canAllocate = useGranted('clueAllocationEdit:get');
  const current = chosen ?? pools.data?.list[0] ?? null;

  const remove = async (row: CluePoolRow) => {
    try {
      await callEndpoint(crmCluesApi.cluePoolDelete, { params: { id: row.id } });
      showMessage('success', t('pool.deleted', { name: row.name }));
      if (chosen?.id === row.id) setChosen(null);
      await invalidate();
    } catch {
      // The api client has shown the server's reason (open clues remain in the pool).
    }
  };

  const columns: TableProps<CluePoolRow>['columns'] = [
    { title: t('pool.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('pool.mode'),
      dataIndex: 'allocationMode',
      width: 110,
      render: (mode: string) => t(`mode.${mode}` as 'mode.manual'),
    },
    { title: t('pool.memberCount'), dataIndex: 'memberCount', width: 90, align: 'right' },
    { title: t('pool.clueCount'), dataIndex: 'clueCount', width: 90, align: 'right' },
    { title: t('pool.unassignedCount'), dataIndex: 'unassignedCount', width: 90, align: 'right' },
    { title: t('pool.createdAt'), dataIndex: 'createdAt', width: 170, render: formatDateTime },
    {
      title: t('list.actions'),
      key: 'actions',
      width: 250,
      render: (_, row) => (
        <Space size={0} onClick={(event) => event.stopPropagation()}>
          <Button type="link" size="small" onClick={() => setChosen(row)}>
            {t('pool.viewClues')}
          </Button>
          {canEdit && (
            <Button type="link" size="small" onClick={() => navigate(cluePoolEditPath(row.id))}>
              {t('pool.edit')}
            </Button>
          )}
          {canAllocate && (
            <Button type="link" size="small" onClick={() => navigate(clueAllocationPath(row.id))}>
              {t('pool.allocate')}
            </Button>
          )}
          <Action code="delete">
            <Popconfirm title={t('pool.deleteConfirm', { name: row.name })} onConfirm={() => remove(row)}>
              <Button type="link" size="small" danger>
                {t('pool.delete')}
              </Button>
            </Popconfirm>
          </Action>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="clue-pool-list">
      <FilterPanel<{ name?: string }>
        onFinish={(values) => {
          setName(values.name?.trim() || undefined);
          setPaging((page) => ({ ...page, pageNum: 1 }));
        }}
      >
        <Form.Item name="name" label={t('pool.name')}>
          <Input allowClear placeholder={t('pool.namePlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <FilterActions onReset={() => setName(undefined)} />
      </FilterPanel>
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Action code="add">
          <Space style={{ marginBottom: 16 }}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('pool.add')}
            </Button>
          </Space>
        </Action>
        <Table<CluePoolRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={pools.data?.list ?? []}
          loading={pools.isFetching}
          rowClassName={(row) => (row.id === current?.id ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({ onClick: () => setChosen(row) })}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pool.empty')} /> }}
          pagination={listPagination({ ...paging, total: pools.data?.total ?? 0 }, (pageNum, pageSize) =>
            setPaging({ pageNum, pageSize }),
          )}
        />
      </section>
      {current ? (
        <ClueTable key={current.id} poolId={current.id} poolName={current.name} />
      ) : (
        !pools.isLoading && (
          <section className="atrium-panel">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clue.pickPool')} />
          </section>
        )
      )}
      <CluePoolCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void invalidate();
        }}
      />
    </div>
  );
}
