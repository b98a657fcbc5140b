import type { SalesViewingFigures, SalesViewingRow } from '@atrium/contract';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Table, { type TableProps } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { FilterActions } from '../../resources/filter-actions';
import { FilterPanel } from '../../resources/filter-panel';
import { formatDateTime } from '../../resources/format-date-time';
import { listPagination } from '../../resources/list-pagination';
import { SALES_VIEWING_NS } from './sales-viewing-i18n';
import { useSalesViewingPage } from './sales-viewing-queries';
import { SalespersonDrawer } from './salesperson-drawer';

/** 销售查看 (/sale/viewing): each salesperson in the caller's scope, their figures over a period, and their records. */
export function SalesViewingPage() {
  return (
    <ScreenQueryProvider>
      <SalesViewing />
    </ScreenQueryProvider>
  );
}

interface Filters {
  name?: string;
  period: [Dayjs, Dayjs];
}

const DAY = 'YYYY-MM-DD';
const thisMonth = (): [Dayjs, Dayjs] => [dayjs().startOf('month'), dayjs().endOf('month')];

function SalesViewing() {
  const { t } = useTranslation(SALES_VIEWING_NS);
  const [filters, setFilters] = useState<Filters>({ period: thisMonth() });
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [viewing, setViewing] = useState<SalesViewingRow | null>(null);
  const period = { startDate: filters.period[0].format(DAY), endDate: filters.period[1].format(DAY) };
  const page = useSalesViewingPage({ ...paging, ...period, name: filters.name });

  const deals = (count: number, cents: number) => `${t('count.deals', { count })} · ${formatCents(cents)}`;
  const columns: TableProps<SalesViewingRow>['columns'] = [
    { title: t('col.name'), dataIndex: 'name', width: 100, fixed: 'left' },
    {
      title: t('col.department'),
      dataIndex: 'departmentName',
      width: 100,
      render: (name: string) => name || '-',
    },
    { title: t('col.customerCount'), dataIndex: 'customerCount', width: 80, align: 'right' },
    { title: t('col.gainedCount'), dataIndex: 'gainedCount', width: 100, align: 'right' },
    { title: t('col.followUpCount'), dataIndex: 'followUpCount', width: 80, align: 'right' },
    { title: t('col.lastFollowUpAt'), dataIndex: 'lastFollowUpAt', width: 150, render: formatDateTime },
    {
      title: t('col.open'),
      key: 'open',
      width: 150,
      align: 'right',
      render: (_, row) => deals(row.openBusinessCount, row.openAmountCents),
    },
    {
      title: t('col.won'),
      key: 'won',
      width: 150,
      align: 'right',
      render: (_, row) => deals(row.wonCount, row.wonAmountCents),
    },
    { title: t('col.lostCount'), dataIndex: 'lostCount', width: 70, align: 'right' },
    {
      title: t('col.actions'),
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row)}>
          {t('view')}
        </Button>
      ),
    },
  ];

  const totals = page.data?.totals;
  const summary = (figures: SalesViewingFigures) => (
    <Table.Summary fixed>
      <Table.Summary.Row>
        <Table.Summary.Cell index={0} colSpan={2}>
          <strong>{t('totals')}</strong>
        </Table.Summary.Cell>
        <Table.Summary.Cell index={2} align="right">
          {figures.customerCount}
        </Table.Summary.Cell>
        <Table.Summary.Cell index={3} align="right">
          {figures.gainedCount}
        </Table.Summary.Cell>
        <Table.Summary.Cell index={4} align="right">
          {figures.followUpCount}
        </Table.Summary.Cell>
        <Table.Summary.Cell index={5} />
        <Table.Summary.Cell index={6} align="right">
          {deals(figures.openBusinessCount, figures.openAmountCents)}
        </Table.Summary.Cell>
        <Table.Summary.Cell index={7} align="right">
          {deals(figures.wonCount, figures.wonAmountCents)}
        </Table.Summary.Cell>
        <Table.Summary.Cell index={8} align="right">
          {figures.lostCount}
        </Table.Summary.Cell>
        <Table.Summary.Cell index={9} />
      </Table.Summary.Row>
    </Table.Summary>
  );

  return (
    <div data-testid="sales-viewing">
      <FilterPanel<Filters>
        initialValues={filters}
        onFinish={(values) => {
          setFilters({ name: values.name?.trim() || undefined, period: values.period ?? thisMonth() });
          setPaging((current) => ({ ...current, pageNum: 1 }));
        }}
      >
        <Form.Item name="name" label={t('filter.name')}>
          <Input allowClear placeholder={t('filter.namePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="period" label={t('filter.period')} rules={[{ required: true }]}>
          <DatePicker.RangePicker allowClear={false} />
        </Form.Item>
        <FilterActions onReset={() => setFilters({ period: thisMonth() })} />
      </FilterPanel>
      <section className="atrium-panel">
        <Table<SalesViewingRow>
          rowKey="userId"
          size="middle"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          scroll={{ x: 1050 }}
          summary={() => (totals && (page.data?.list.length ?? 0) > 0 ? summary(totals) : null)}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
          pagination={listPagination({ ...paging, total: page.data?.total ?? 0 }, (pageNum, pageSize) =>
            setPaging({ pageNum, pageSize }),
          )}
        />
      </section>
      <SalespersonDrawer person={viewing} period={period} onClose={() => setViewing(null)} />
    </div>
  );
}
