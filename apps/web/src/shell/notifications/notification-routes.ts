import { type notificationsApi, routeOf } from '@atrium/contract';

/** The inbox endpoints as schema-free routes: the bell loads with the shell, without zod. */
export const NOTIFICATION_ROUTES = {
  page: routeOf<typeof notificationsApi.notificationPage>('GET', '/erp/notification/page'),
  unreadCount: routeOf<typeof notificationsApi.notificationUnreadCount>(
    'GET',
    '/erp/notification/unread-count',
  ),
  read: routeOf<typeof notificationsApi.notificationRead>('PUT', '/erp/notification/:id/read'),
  readAll: routeOf<typeof notificationsApi.notificationReadAll>('PUT', '/erp/notification/read-all'),
};
