import type { SalesViewingFigures, SalesViewingRow } from '@atrium/contract';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { businessNowPicker } from '../../resources/business-picker-value';
import { formatDateTime } from '../../resources/format-date-time';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { dayRangeFilter, defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { SALES_VIEWING_NS } from './sales-viewing-i18n';
import { useSalesViewingPage } from './sales-viewing-queries';
import { SalespersonDrawer } from './salesperson-drawer';

const DAY = 'YYYY-MM-DD';
/** This month on the business clock (a browser elsewhere may already be in the next one). */
const thisMonth = (): [Dayjs, Dayjs] => {
  const today = businessNowPicker();
  return [today.startOf('month'), today.endOf('month')];
};

/** The name and period searched, kept in the URL; without a period in it, this month. */
const viewingFilters = defineListFilters({
  name: textFilter(),
  period: dayRangeFilter('startDate', 'endDate'),
});

/** 销售查看 (/sale/viewing): each salesperson in the caller's scope, their figures over a period, and their records. */
export function SalesViewingPage() {
  const { t } = useTranslation(SALES_VIEWING_NS);
  const list = useFilteredList(viewingFilters);
  const [viewing, setViewing] = useState<SalesViewingRow | null>(null);
  const [monthStart, monthEnd] = thisMonth();
  const { startDate = monthStart.format(DAY), endDate = monthEnd.format(DAY), ...query } = list.query;
  const period = { startDate, endDate };
  const page = useSalesViewingPage({ ...query, ...period });
  usePageInRange(list, page.data);
  // The period picker always holds a period: an open end of the URL's is this month's.
  const formValues = { ...list.formValues, period: [dayjs(startDate), dayjs(endDate)] as [Dayjs, Dayjs] };

  const deals = (count: number, cents: number) => `${t('count.deals', { count })} · ${formatCents(cents)}`;
  const columns: ListColumn<SalesViewingRow>[] = [
    { title: t('col.name'), key: 'name', width: 100, fixed: 'left' },
    {
      title: t('col.department'),
      key: 'departmentName',
      width: 100,
      render: (name: string) => name || '-',
    },
    { title: t('col.customerCount'), key: 'customerCount', width: 80, align: 'right' },
    { title: t('col.gainedCount'), key: 'gainedCount', width: 100, align: 'right' },
    { title: t('col.followUpCount'), key: 'followUpCount', width: 80, align: 'right' },
    { title: t('col.lastFollowUpAt'), key: 'lastFollowUpAt', width: 150, render: formatDateTime },
    {
      title: t('col.open'),
      key: 'open',
      width: 150,
      align: 'right',
      render: (_: unknown, row: SalesViewingRow) => deals(row.openBusinessCount, row.openAmountCents),
    },
    {
      title: t('col.won'),
      key: 'won',
      width: 150,
      align: 'right',
      render: (_: unknown, row: SalesViewingRow) => deals(row.wonCount, row.wonAmountCents),
    },
    { title: t('col.lostCount'), key: 'lostCount', width: 70, align: 'right' },
    {
      title: t('col.actions'),
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_: unknown, row: SalesViewingRow) => (
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
      <ListFilterPanel list={{ ...list, formValues }}>
        <Form.Item name="name" label={t('filter.name')}>
          <Input allowClear placeholder={t('filter.namePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="period" label={t('filter.period')} rules={[{ required: true }]}>
          <DatePicker.RangePicker allowClear={false} />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListTable<SalesViewingRow>
          list={list}
          page={page}
          rowKey="userId"
          columns={columns}
          emptyText={t('empty')}
          summary={() => (totals && (page.data?.list.length ?? 0) > 0 ? summary(totals) : null)}
        />
      </section>
      <SalespersonDrawer person={viewing} period={period} onClose={() => setViewing(null)} />
    </div>
  );
}
