import type { RecallOwner } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { recallReasonText } from '../../resources/customers/recall-reason-text';
import { formatDateTime } from '../../resources/format-date-time';
import { listPagination } from '../../resources/list-pagination';
import { PRIVATE_SEA_NS } from './private-sea-i18n';
import { useRecallPreview } from './private-sea-queries';

/** 预览明日回收: what tomorrow's recall would put back, per owner in the caller's scope (a dry run). */
export function RecallPreviewPanel() {
  const { t } = useTranslation(PRIVATE_SEA_NS);
  const preview = useRecallPreview();
  const columns: TableProps<RecallOwner>['columns'] = [
    { title: t('preview.owner'), dataIndex: 'ownerName', width: 160 },
    { title: t('preview.count'), dataIndex: 'count', width: 110, align: 'right' },
    {
      title: t('preview.samples'),
      dataIndex: 'customers',
      render: (customers: RecallOwner['customers']) =>
        customers.map((customer) => (
          <Tag key={customer.id} title={recallReasonText(customer.reason, t)} style={{ marginBottom: 4 }}>
            {customer.sn} {customer.name}
          </Tag>
        )),
    },
  ];
  return (
    <section className="atrium-panel" data-testid="recall-preview" style={{ marginTop: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        <h3 style={{ margin: 0 }}>{t('preview.title')}</h3>
        {preview.data && (
          <span style={{ color: 'var(--atrium-text-tertiary)' }}>
            {t('preview.at', { at: formatDateTime(preview.data.at) })}
          </span>
        )}
        <Button style={{ marginLeft: 'auto' }} loading={preview.isFetching} onClick={() => preview.refetch()}>
          {t('preview.refresh')}
        </Button>
      </div>
      {preview.isError && <Alert type="error" showIcon message={t('preview.failed')} />}
      {preview.data && preview.data.total > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('preview.total', { total: preview.data.total })}
        />
      )}
      <Table<RecallOwner>
        rowKey="ownerUserId"
        size="middle"
        columns={columns}
        dataSource={preview.data?.owners ?? []}
        loading={preview.isLoading}
        pagination={listPagination({ total: preview.data?.owners.length ?? 0 })}
        locale={{ emptyText: <Empty description={t('preview.empty')} /> }}
      />
    </section>
  );
}
