import {
  notificationPage,
  notificationRead,
  notificationReadAll,
  notificationUnreadCount,
} from '@atrium/contract/endpoints/notifications';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { bindEndpoint } from '../http/bind-endpoint.js';
import {
  pageNotifications,
  readAllNotifications,
  readNotification,
  sweepReadNotifications,
  unreadNotificationCount,
} from './notifications.service.js';

const SWEEP_EVERY_MS = 6 * 3600_000;

/**
 * Serves the header inbox: the caller's notices, their unread count, and marking them read; notices
 * read long ago are swept every few hours.
 */
export function installNotifications(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, notificationPage, ({ member, locale, query }) =>
    pageNotifications(db, member, locale, query),
  );
  bindEndpoint(app, notificationUnreadCount, ({ member }) => unreadNotificationCount(db, member));
  bindEndpoint(app, notificationRead, ({ member, locale, params }) =>
    readNotification(db, member, locale, params.id),
  );
  bindEndpoint(app, notificationReadAll, ({ member }) => readAllNotifications(db, member));
  app.jobs.every(SWEEP_EVERY_MS, () => sweepReadNotifications(db));
}
