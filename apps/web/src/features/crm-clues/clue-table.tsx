import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type ClueRow, crmCluesApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Action } from '../../platform/access/action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { FilterActions } from '../../resources/filter-actions';
import { listPagination } from '../../resources/list-pagination';
import { ListExportButton } from '../../resources/transfer/export-button';
import { ImportTargetButton } from '../../resources/transfer/import-button';
import { clueImportTarget } from '../../resources/transfer/import-targets';
import { clueColumns } from './clue-columns';
import { ClueCreateModal } from './clue-create-modal';
import { ClueInvalidModal } from './clue-invalid-modal';
import { customerDetailPath } from './clue-paths';
import { type CluePageQuery, useClues, useInvalidateClues } from './clue-queries';
import { CLUES_NS } from './clues-i18n';

interface Filters {
  name?: string;
  phone?: string;
  status?: ClueRow['status'];
}

/** The clues of one pool the caller may see: filters, page size 10, 新增线索 and 转为客户. */
export function ClueTable({ poolId, poolName }: { poolId: number; poolName: string }) {
  const { t } = useTranslation(CLUES_NS);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<CluePageQuery>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [creating, setCreating] = useState(false);
  const [invalidating, setInvalidating] = useState<ClueRow | null>(null);
  const page = useClues({ ...filters, ...paging, poolId });
  const invalidate = useInvalidateClues();

  const convert = async (row: ClueRow) => {
    try {
      const customer = await callEndpoint(crmCluesApi.clueConvert, { params: { id: row.id } });
      showMessage('success', t('clue.converted', { sn: customer.sn }));
      await invalidate();
    } catch {
      // The api client has shown the server's reason (e.g. the phone belongs to a customer).
    }
  };

  const reopen = async (row: ClueRow) => {
    try {
      await callEndpoint(crmCluesApi.clueReopen, { params: { id: row.id } });
      showMessage('success', t('clue.reopened', { name: row.name }));
      await invalidate();
    } catch {
      // The api client has shown the server's reason (the record that took the phone meanwhile).
    }
  };

  const columns: TableProps<ClueRow>['columns'] = [
    ...clueColumns(t),
    {
      title: t('list.actions'),
      key: 'actions',
      width: 190,
      render: (_, row) => {
        if (row.convertedCustomerId)
          return <Link to={customerDetailPath(row.convertedCustomerId)}>{t('clue.openCustomer')}</Link>;
        if (row.status === 'invalid')
          return (
            <Action code="edit">
              <Popconfirm title={t('clue.reopenConfirm', { name: row.name })} onConfirm={() => reopen(row)}>
                <Button type="link" size="small">
                  {t('clue.reopen')}
                </Button>
              </Popconfirm>
            </Action>
          );
        return (
          <Action code="edit">
            <Space size={0}>
              {row.status === 'assigned' && (
                <Popconfirm
                  title={t('clue.convertConfirm', { name: row.name, assignee: row.assigneeName })}
                  onConfirm={() => convert(row)}
                >
                  <Button type="link" size="small">
                    {t('clue.convert')}
                  </Button>
                </Popconfirm>
              )}
              <Button type="link" size="small" danger onClick={() => setInvalidating(row)}>
                {t('clue.markInvalid')}
              </Button>
            </Space>
          </Action>
        );
      },
    },
  ];

  const search = (values: Filters) => {
    setFilters({
      name: values.name?.trim() || undefined,
      phone: values.phone?.trim() || undefined,
      status: values.status,
    });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <section className="atrium-panel" data-testid="clue-table">
      <h3 style={{ marginTop: 0 }}>{t('clue.titleOf', { pool: poolName })}</h3>
      <Form<Filters> form={form} layout="inline" onFinish={search} style={{ rowGap: 16, marginBottom: 16 }}>
        <Form.Item name="name" label={t('clue.name')}>
          <Input allowClear placeholder={t('clue.namePlaceholder')} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="phone" label={t('clue.phone')}>
          <Input allowClear placeholder={t('clue.phonePlaceholder')} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="status" label={t('clue.status')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            style={{ width: 110 }}
            options={crmCluesApi.CLUE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        </Form.Item>
        <FilterActions onReset={() => search({})} />
      </Form>
      <Space style={{ marginBottom: 16 }}>
        <Action code="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('clue.add')}
          </Button>
        </Action>
        <ImportTargetButton target={clueImportTarget(poolId)} onImported={() => void invalidate()} />
        <ListExportButton endpoint={crmCluesApi.clueExport} filters={{ ...filters, poolId }} />
      </Space>
      <Table<ClueRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clue.empty')} /> }}
        pagination={listPagination(
          { ...paging, total: page.data?.total ?? 0, totalExact: page.data?.totalExact },
          (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        )}
      />
      <ClueInvalidModal
        clue={invalidating}
        onClose={() => setInvalidating(null)}
        onDone={() => {
          setInvalidating(null);
          void invalidate();
        }}
      />
      <ClueCreateModal
        poolId={poolId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void invalidate();
        }}
      />
    </section>
  );
}
