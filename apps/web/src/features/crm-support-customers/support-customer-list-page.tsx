import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { crmSupportCustomersApi, type SupportCustomerRow } from '@atrium/contract';
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
import { Action } from '../../platform/access/action';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { formatDateTime } from '../../resources/format-date-time';
import { listPagination } from '../../resources/list-pagination';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { ImportTargetButton } from '../../resources/transfer/import-button';
import { supportCustomerImportTarget } from '../../resources/transfer/import-targets';
import { TruncatedText } from '../../resources/truncated-text';
import '../../resources/resource-list.css';
import { RedistributeModal } from './redistribute-modal';
import { SupportCustomerFormModal } from './support-customer-form-modal';
import {
  type SupportCustomerQuery,
  useInvalidateSupportCustomers,
  useSupportCustomerPage,
} from './support-customer-queries';
import { SUPPORT_CUSTOMERS_NS } from './support-customers-i18n';
import { SupportStatusTag } from './support-status-tag';

type Filters = Pick<SupportCustomerQuery, 'name' | 'phone' | 'status'>;

/** 售后客户 (/customer/support/list). */
export function SupportCustomerListPage() {
  return (
    <ScreenQueryProvider>
      <SupportCustomerList />
    </ScreenQueryProvider>
  );
}

/**
 * Support customers in the caller's data scope: filters by name, phone and status, add and edit
 * in a dialog, delete after confirmation, and (with 售后分配 edit) redistribute the selected rows.
 */
function SupportCustomerList() {
  const { t } = useTranslation(SUPPORT_CUSTOMERS_NS);
  const can = useAction();
  const canRedistribute = useGranted('supportDistribution:edit');
  const [filterForm] = Form.useForm<Filters>();
  const [query, setQuery] = useState<SupportCustomerQuery>({ pageNum: 1, pageSize: 10 });
  const page = useSupportCustomerPage(query);
  const invalidate = useInvalidateSupportCustomers();
  const [editing, setEditing] = useState<SupportCustomerRow | null | undefined>(undefined);
  const [selected, setSelected] = useState<number[]>([]);
  const [redistributing, setRedistributing] = useState<number[] | null>(null);

  const search = (filters: Filters) => {
    setSelected([]);
    setQuery({ pageNum: 1, pageSize: query.pageSize, ...filters });
  };
  const remove = async (row: SupportCustomerRow) => {
    await callEndpoint(crmSupportCustomersApi.supportCustomerDelete, { params: { id: row.id } });
    showMessage('success', t('list.deleted'));
    await invalidate();
  };

  const columns: TableProps<SupportCustomerRow>['columns'] = [
    { title: t('field.name'), dataIndex: 'name', render: (name: string) => <TruncatedText text={name} /> },
    { title: t('field.phone'), dataIndex: 'phone', width: 140, render: (phone: string) => phone || '-' },
    { title: t('field.group'), dataIndex: 'groupName', width: 110, render: (name: string) => name || '-' },
    {
      title: t('field.handler'),
      dataIndex: 'handlerName',
      width: 100,
      render: (name: string) => name || '-',
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: SupportCustomerRow['status']) => <SupportStatusTag status={status} />,
    },
    {
      title: t('field.customerName'),
      dataIndex: 'customerName',
      width: 180,
      render: (name: string) => (name ? <TruncatedText text={name} /> : '-'),
    },
    {
      title: t('field.remark'),
      dataIndex: 'remark',
      render: (remark: string) => <TruncatedText text={remark} />,
    },
    { title: t('field.createdAt'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
  ];
  if (can(['update', 'delete']))
    columns.push({
      key: 'actions',
      title: t('action.actions'),
      fixed: 'right',
      width: 1,
      render: (_value, row) => (
        <Space size={0}>
          <Action code="update">
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('action.edit')}
            </Button>
          </Action>
          <Action code="delete">
            <Popconfirm
              title={t('list.deleteConfirm', { name: row.name })}
              onConfirm={() => remove(row).catch(() => {})}
            >
              <Button type="link" size="small" danger>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Action>
        </Space>
      ),
    });

  return (
    <div className="resource-list" data-testid="support-customer-list">
      <Form form={filterForm} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="name" label={t('field.name')}>
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label={t('field.phone')}>
          <Input allowClear maxLength={32} />
        </Form.Item>
        <Form.Item name="status" label={t('field.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={crmSupportCustomersApi.SUPPORT_CUSTOMER_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('filter.search')}
          </Button>
          <Button
            onClick={() => {
              filterForm.resetFields();
              search({});
            }}
          >
            {t('filter.reset')}
          </Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 16 }}>
        <Action code="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('list.add')}
          </Button>
        </Action>
        <ImportTargetButton target={supportCustomerImportTarget} onImported={() => void invalidate()} />
        <ListExportButton
          endpoint={crmSupportCustomersApi.supportCustomerExport}
          filters={withoutPaging(query)}
        />
        {canRedistribute && (
          <Button disabled={selected.length === 0} onClick={() => setRedistributing(selected)}>
            {t('list.redistribute')}
          </Button>
        )}
      </Space>
      <Table<SupportCustomerRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        rowSelection={
          canRedistribute
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
            : undefined
        }
        pagination={listPagination(
          {
            pageNum: query.pageNum,
            pageSize: query.pageSize,
            total: page.data?.total ?? 0,
            totalExact: page.data?.totalExact,
          },
          (pageNum, pageSize) => {
            setSelected([]);
            setQuery({ ...query, pageNum, pageSize });
          },
        )}
      />
      <SupportCustomerFormModal editing={editing} onClose={() => setEditing(undefined)} />
      <RedistributeModal
        ids={redistributing}
        onClose={() => setRedistributing(null)}
        onDone={() => setSelected([])}
      />
    </div>
  );
}
