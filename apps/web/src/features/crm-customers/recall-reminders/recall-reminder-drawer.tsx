import type { crmPrivateSeaApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recallCauseText } from '../../../resources/customers/recall-reason-text';
import { RECALL_REMINDERS_NS } from '../../../resources/customers/recall-reminders-i18n';
import { formatDateTime } from '../../../resources/format-date-time';
import { useLocalListState, usePageInRange } from '../../../resources/use-local-list-state';
import { useRecallReminders } from './recall-reminder-queries';

type Reminder = crmPrivateSeaApi.RecallReminder;
/** Two days or less: red; the rest of the window: orange. */
const URGENT_DAYS = 2;

/** The customers about to be recalled in the caller's scope, soonest first, ten to a page. */
export function RecallReminderDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(RECALL_REMINDERS_NS);
  const list = useLocalListState();
  const reminders = useRecallReminders(list.paging.pageNum, list.paging.pageSize);
  usePageInRange(list, reminders.data);
  const columns: ColumnsType<Reminder> = [
    {
      title: t('column.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link to={`/customer/manage/detail/${row.customerId}`} onClick={onClose}>
          {name}
        </Link>
      ),
    },
    { title: t('column.owner'), dataIndex: 'ownerName', width: 110 },
    {
      title: t('column.reason'),
      key: 'reason',
      width: 190,
      render: (_value, row) => (
        <>
          <div>{recallCauseText(row.reason, t)}</div>
          <Typography.Text type="secondary">{row.ruleName}</Typography.Text>
        </>
      ),
    },
    {
      title: t('column.daysLeft'),
      dataIndex: 'daysLeft',
      width: 100,
      render: (days: number) => (
        <Tag color={days <= URGENT_DAYS ? 'red' : 'orange'}>{t('value.daysLeft', { count: days })}</Tag>
      ),
    },
    { title: t('column.recallAt'), dataIndex: 'recallAt', width: 170, render: formatDateTime },
  ];
  return (
    <Drawer open={open} onClose={onClose} width={820} title={t('drawer.title')} destroyOnHidden>
      <div data-testid="recall-reminders">
        {reminders.isError ? (
          <Alert type="error" showIcon message={t('drawer.failed')} style={{ marginBottom: 12 }} />
        ) : (
          <Typography.Paragraph type="secondary">{t('drawer.hint')}</Typography.Paragraph>
        )}
        <Table<Reminder>
          rowKey="customerId"
          size="middle"
          columns={columns}
          dataSource={reminders.data?.list ?? []}
          loading={reminders.isFetching}
          pagination={list.pager(reminders.data)}
          locale={{
            emptyText: reminders.isPending ? (
              ' '
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('drawer.empty')} />
            ),
          }}
        />
      </div>
    </Drawer>
  );
}
