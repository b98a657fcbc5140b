import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type BusinessRow, crmBusinessApi } from '@atrium/contract';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { formatCents } from '../../platform/format/money';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { FilterActions } from '../../resources/filter-actions';
import { FilterPanel } from '../../resources/filter-panel';
import { listPagination } from '../../resources/list-pagination';
import { ListExportButton } from '../../resources/transfer/export-button';
import { BUSINESS_NS } from './business-i18n';
import { BUSINESS_CREATE_PATH, businessDetailPath } from './business-paths';
import { BusinessPipeline } from './business-pipeline';
import {
  type BusinessPageQuery,
  useBusinessOwners,
  useBusinessPage,
  useInvalidateBusiness,
} from './business-queries';
import { BusinessStatusTag } from './business-status-tag';
import './business.css';

interface Filters {
  customerName?: string;
  stage?: BusinessRow['stage'];
  status?: BusinessRow['status'];
  ownerUserId?: number;
  expectedClose?: [Dayjs | null, Dayjs | null] | null;
}
type Sort = Pick<BusinessPageQuery, 'sortField' | 'sortOrder'>;

const dateOf = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);

/** 商机列表 (/customer/business/list): the opportunities of the caller's data scope with the pipeline above. */
export function BusinessListPage() {
  return (
    <ScreenQueryProvider>
      <BusinessList />
    </ScreenQueryProvider>
  );
}

function BusinessList() {
  const { t } = useTranslation(BUSINESS_NS);
  const navigate = useNavigate();
  const can = useAction();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<BusinessPageQuery>({});
  const [sort, setSort] = useState<Sort>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const page = useBusinessPage({ ...filters, ...sort, ...paging });
  const owners = useBusinessOwners();
  const invalidate = useInvalidateBusiness();
  const canCreate = useGranted('businessCreate:add');
  const canOpen = useGranted('businessDetail:get');

  const remove = async (row: BusinessRow) => {
    try {
      await callEndpoint(crmBusinessApi.businessDelete, {
        params: { id: row.id },
        query: { version: row.version },
      });
      showMessage('success', t('list.deleted'));
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    }
  };

  const sortOrderOf = (field: Sort['sortField']) =>
    sort.sortField === field ? (sort.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableProps<BusinessRow>['columns'] = [
    {
      title: t('field.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, row) => (canOpen ? <Link to={businessDetailPath(row.id)}>{name}</Link> : name),
    },
    { title: t('field.customer'), dataIndex: 'customerName', ellipsis: true },
    {
      title: t('field.stage'),
      dataIndex: 'stage',
      width: 110,
      render: (stage: BusinessRow['stage']) => t(`stage.${stage}`),
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: BusinessRow['status']) => <BusinessStatusTag status={status} />,
    },
    {
      title: t('field.amount'),
      dataIndex: 'amountCents',
      key: 'amountCents',
      width: 160,
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('amountCents'),
      render: formatCents,
    },
    {
      title: t('field.expectedCloseDate'),
      dataIndex: 'expectedCloseDate',
      key: 'expectedCloseDate',
      width: 140,
      sorter: true,
      sortOrder: sortOrderOf('expectedCloseDate'),
      render: (value: string | null) => value ?? '-',
    },
    { title: t('field.owner'), dataIndex: 'ownerName', width: 100 },
  ];
  if (can('delete'))
    columns.push({
      title: t('list.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'open' ? (
          <Popconfirm
            title={t('list.deleteConfirm', { name: row.name })}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(row)}
          >
            <Button type="link" size="small" danger>
              {t('list.delete')}
            </Button>
          </Popconfirm>
        ) : null,
    });

  const search = (values: Filters) => {
    const [from, to] = values.expectedClose ?? [];
    setFilters({
      customerName: values.customerName?.trim() || undefined,
      stage: values.stage,
      status: values.status,
      ownerUserId: values.ownerUserId,
      expectedCloseFrom: dateOf(from),
      expectedCloseTo: dateOf(to),
    });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <div data-testid="business-list">
      <FilterPanel<Filters> form={form} onFinish={search}>
        <Form.Item name="customerName" label={t('filter.customerName')}>
          <Input allowClear placeholder={t('filter.customerNamePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="stage" label={t('filter.stage')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            style={{ width: 130 }}
            options={crmBusinessApi.BUSINESS_STAGES.map((value) => ({ value, label: t(`stage.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('filter.status')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            style={{ width: 110 }}
            options={crmBusinessApi.BUSINESS_STATUSES.map((value) => ({
              value,
              label: t(`status.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="ownerUserId" label={t('filter.owner')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('filter.all')}
            style={{ width: 130 }}
            options={(owners.data ?? []).map((owner) => ({ value: owner.userId, label: owner.name }))}
          />
        </Form.Item>
        <Form.Item name="expectedClose" label={t('filter.expectedClose')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <FilterActions onReset={() => search({})} />
      </FilterPanel>
      <BusinessPipeline totals={page.data?.totals} />
      <section className="atrium-panel">
        {(canCreate || can('export')) && (
          <Space style={{ marginBottom: 16 }}>
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(BUSINESS_CREATE_PATH)}>
                {t('list.add')}
              </Button>
            )}
            <ListExportButton endpoint={crmBusinessApi.businessExport} filters={{ ...filters, ...sort }} />
          </Space>
        )}
        <Table<BusinessRow>
          rowKey="id"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          scroll={{ x: 1100 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} /> }}
          onChange={(_, __, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const field = one?.order ? (one.columnKey as Sort['sortField']) : undefined;
            setSort(field ? { sortField: field, sortOrder: one?.order === 'ascend' ? 'asc' : 'desc' } : {});
          }}
          pagination={listPagination({ ...paging, total: page.data?.total ?? 0 }, (pageNum, pageSize) =>
            setPaging({ pageNum, pageSize }),
          )}
        />
      </section>
    </div>
  );
}
