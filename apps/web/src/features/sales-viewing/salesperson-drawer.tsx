import type { BusinessRow, CustomerActivity, CustomerRow, SalesViewingRow } from '@atrium/contract';
import Drawer from 'antd/es/drawer';
import Table, { type TableProps } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
import { TruncatedText } from '../../resources/truncated-text';
import { type LocalListState, useLocalListState, usePageInRange } from '../../resources/use-local-list-state';
import { SALES_VIEWING_NS } from './sales-viewing-i18n';
import { usePersonActivities, usePersonBusiness, usePersonCustomers } from './sales-viewing-queries';

type Period = { startDate: string; endDate: string };

const customerLink = (id: number, text: string) => <Link to={`/customer/manage/detail/${id}`}>{text}</Link>;

/** One salesperson's records, each tab shown only to a caller who may open that list. */
export function SalespersonDrawer({
  person,
  period,
  onClose,
}: {
  person: SalesViewingRow | null;
  period: Period;
  onClose: () => void;
}) {
  const { t } = useTranslation(SALES_VIEWING_NS);
  const canSeeCustomers = useGranted('customerList:query');
  const canSeeActivities = useGranted('customerActivityList:query');
  const canSeeBusiness = useGranted('customerBusinessList:query');
  const tabs = [
    canSeeCustomers && { key: 'customers', label: t('tab.customers'), Tab: PersonCustomers },
    canSeeActivities && {
      key: 'activities',
      label: t('tab.activities'),
      Tab: PersonActivities,
    },
    canSeeBusiness && { key: 'business', label: t('tab.business'), Tab: PersonBusiness },
  ].filter((tab) => tab !== false);
  return (
    <Drawer
      open={person !== null}
      onClose={onClose}
      width={880}
      title={person ? t('drawer.title', { name: person.name }) : ''}
      destroyOnHidden
    >
      {person && (
        <Tabs
          items={tabs.map(({ key, label, Tab }) => ({
            key,
            label,
            children: <Tab userId={person.userId} period={period} />,
          }))}
        />
      )}
    </Drawer>
  );
}

/** One tab's table: the person's page of records, ten to a page, `共 N 条记录`. */
function PersonTable<Row extends { id: number }>({
  columns,
  page,
  list,
}: {
  columns: TableProps<Row>['columns'];
  page: { data?: { list: Row[]; total: number }; isFetching: boolean };
  list: LocalListState;
}) {
  const { t } = useTranslation(SALES_VIEWING_NS);
  usePageInRange(list, page.data);
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={page.data?.list ?? []}
      loading={page.isFetching}
      locale={{ emptyText: t('none') }}
      pagination={list.pager(page.data)}
    />
  );
}

function PersonCustomers({ userId }: { userId: number; period: Period }) {
  const { t } = useTranslation(SALES_VIEWING_NS);
  const list = useLocalListState({ scope: userId });
  const page = usePersonCustomers(userId, list.paging);
  const columns: TableProps<CustomerRow>['columns'] = [
    { title: t('customer.sn'), dataIndex: 'sn', width: 130 },
    {
      title: t('customer.name'),
      dataIndex: 'name',
      render: (name: string, row) => customerLink(row.id, name),
    },
    { title: t('customer.lastFollowUpAt'), dataIndex: 'lastFollowUpAt', width: 170, render: formatDateTime },
    { title: t('customer.claimedAt'), dataIndex: 'claimedAt', width: 170, render: formatDateTime },
  ];
  return <PersonTable<CustomerRow> columns={columns} page={page} list={list} />;
}

function PersonActivities({ userId, period }: { userId: number; period: Period }) {
  const { t } = useTranslation(SALES_VIEWING_NS);
  const list = useLocalListState({ scope: [userId, period] });
  const page = usePersonActivities(userId, list.paging, period);
  const columns: TableProps<CustomerActivity>['columns'] = [
    { title: t('activity.createdAt'), dataIndex: 'createdAt', width: 170, render: formatDateTime },
    {
      title: t('activity.customer'),
      dataIndex: 'customerName',
      width: 180,
      render: (name: string, row) => customerLink(row.customerId, name),
    },
    {
      title: t('activity.content'),
      dataIndex: 'content',
      render: (text: string) => <TruncatedText text={text} />,
    },
  ];
  return <PersonTable<CustomerActivity> columns={columns} page={page} list={list} />;
}

function PersonBusiness({ userId }: { userId: number; period: Period }) {
  const { t } = useTranslation(SALES_VIEWING_NS);
  const list = useLocalListState({ scope: userId });
  const page = usePersonBusiness(userId, list.paging);
  const columns: TableProps<BusinessRow>['columns'] = [
    {
      title: t('business.name'),
      dataIndex: 'name',
      render: (name: string, row) => <Link to={`/customer/business/detail/${row.id}`}>{name}</Link>,
    },
    {
      title: t('business.customer'),
      dataIndex: 'customerName',
      width: 180,
      render: (name: string, row) => customerLink(row.customerId, name),
    },
    {
      title: t('business.amount'),
      dataIndex: 'amountCents',
      width: 140,
      align: 'right',
      render: formatCents,
    },
    {
      title: t('business.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: BusinessRow['status']) => t(`business.status.${status}`),
    },
    {
      title: t('business.expectedCloseDate'),
      dataIndex: 'expectedCloseDate',
      width: 120,
      render: (day) => day ?? '-',
    },
  ];
  return <PersonTable<BusinessRow> columns={columns} page={page} list={list} />;
}
