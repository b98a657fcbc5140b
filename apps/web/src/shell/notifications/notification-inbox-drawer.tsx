import type { NotificationEntry, NotificationFilter } from '@atrium/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Segmented from 'antd/es/segmented';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { ScreenQueryProvider, useQueryScope } from '../../platform/query/screen-query-provider';
import { formatDateTime } from '../../resources/format-date-time';
import { useLocalListState, usePageInRange } from '../../resources/use-local-list-state';
import { markAllNotificationsRead, markNotificationRead, useInbox } from './inbox-store';
import { NOTIFICATION_ROUTES } from './notification-routes';
import { NOTIFICATIONS_NS } from './notifications-i18n';
import { useOpenNotice } from './use-open-notice';

/** One page of the caller's notices; a change to the inbox (`revision`) reads it again. */
function useNotificationPage(pageNum: number, pageSize: number, show: NotificationFilter) {
  const scope = useQueryScope();
  const revision = useInbox((state) => state.revision);
  return useQuery({
    queryKey: [...scope, 'notifications', 'page', pageNum, pageSize, show, revision],
    queryFn: ({ signal }) =>
      callEndpoint(NOTIFICATION_ROUTES.page, { query: { pageNum, pageSize, show }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * 全部通知: every notice of the caller, newest first, all or unread only, paged with the list
 * mechanism's local state (a drawer must not rewrite the URL of the screen under it).
 */
function InboxDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const unread = useInbox((state) => state.unread);
  const list = useLocalListState({ filters: { show: 'all' } });
  const show = (list.state.filters.show as NotificationFilter | undefined) ?? 'all';
  const page = useNotificationPage(list.paging.pageNum, list.paging.pageSize, show);
  usePageInRange(list, page.data);
  const openNotice = useOpenNotice(onClose);

  const columns: ColumnsType<NotificationEntry> = [
    {
      title: t('column.title'),
      key: 'title',
      render: (_value, notice) =>
        notice.path ? (
          <Button
            type="link"
            className="atrium-notification-link"
            data-testid="notification-open"
            onClick={() => void openNotice(notice)}
          >
            {notice.title}
          </Button>
        ) : (
          notice.title
        ),
    },
    { title: t('column.createdAt'), dataIndex: 'createdAt', width: 170, render: formatDateTime },
    {
      title: t('column.status'),
      key: 'status',
      width: 90,
      render: (_value, notice) =>
        notice.readAt ? <Tag>{t('status.read')}</Tag> : <Tag color="blue">{t('status.unread')}</Tag>,
    },
    {
      title: t('column.actions'),
      key: 'actions',
      width: 110,
      render: (_value, notice) =>
        !notice.readAt && (
          <Button type="link" size="small" onClick={() => void markNotificationRead(notice.id)}>
            {t('action.read')}
          </Button>
        ),
    },
  ];

  return (
    <Drawer open onClose={onClose} width={820} title={t('drawer.title')} destroyOnHidden>
      <div data-testid="notification-inbox" className="atrium-notification-inbox">
        <div className="atrium-notification-inbox-bar">
          <Segmented<NotificationFilter>
            aria-label={t('filter.label')}
            value={show}
            options={[
              { value: 'all', label: t('filter.all') },
              { value: 'unread', label: t('filter.unread') },
            ]}
            onChange={(value) => list.applyFilters({ show: value })}
          />
          <Button disabled={unread === 0} onClick={() => void markAllNotificationsRead()}>
            {t('action.readAll')}
          </Button>
        </div>
        <Table<NotificationEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          pagination={list.pager(page.data)}
          scroll={{ x: 640 }}
          locale={{
            emptyText: page.isPending ? (
              ' '
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.empty')} />
            ),
          }}
        />
      </div>
    </Drawer>
  );
}

/** The drawer inside the app's query cache: the header is outside every screen's. */
export default function NotificationInboxDrawer(props: { onClose: () => void }) {
  return (
    <ScreenQueryProvider>
      <InboxDrawer {...props} />
    </ScreenQueryProvider>
  );
}
