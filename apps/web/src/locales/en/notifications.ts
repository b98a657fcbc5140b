import type { notifications as zh } from '../zh-CN/notifications';

export const notifications: Record<keyof typeof zh, string> = {
  'panel.title': 'Notifications',
  'panel.empty': 'No notifications',
  'panel.failed': 'The notifications could not be loaded; try again later',
  'panel.viewAll': 'View all',
  'action.readAll': 'Mark all read',
  'action.read': 'Mark read',
  'drawer.title': 'All notifications',
  'filter.label': 'Show',
  'filter.all': 'All',
  'filter.unread': 'Unread',
  'column.title': 'Notice',
  'column.createdAt': 'Time',
  'column.status': 'Status',
  'column.actions': 'Actions',
  'status.unread': 'Unread',
  'status.read': 'Read',
};
