import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { idParams, optionalFilter } from '../zod-kit.js';

/**
 * The header inbox (docs/architecture.md §3f): notices of events the signed-in member must act on
 * (an approval to decide, a customer or clue handed to them), in the organization they act in.
 * Every signed-in member reads and marks only their own: another member's notice answers 404.
 */
export const notificationEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The title in the caller's locale. */
  title: z.string(),
  /** The record it is about, by its kind and id (null when it names none). */
  recordKind: z.string().nullable(),
  recordId: z.number().int().nullable(),
  /** The screen that opens it (`/customer/manage/detail/12`), or null. */
  path: z.string().nullable(),
  createdAt: z.string(),
  /** When the caller read it; null while unread. */
  readAt: z.string().nullable(),
});
export type NotificationEntry = z.infer<typeof notificationEntry>;

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const notificationPage = defineEndpoint({
  method: 'GET',
  path: '/erp/notification/page',
  access: SIGNED_IN,
  summary: "The caller's notices in this organization, newest first; `show=unread` keeps the unread ones.",
  query: pageQuery.extend({ show: optionalFilter(z.enum(NOTIFICATION_FILTERS)) }),
  answer: page(notificationEntry),
});

export const notificationUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/erp/notification/unread-count',
  access: SIGNED_IN,
  summary: "How many of the caller's notices in this organization are unread (the bell's badge).",
  answer: z.object({ count: z.number().int() }),
});

export const notificationRead = defineEndpoint({
  method: 'PUT',
  path: '/erp/notification/:id/read',
  access: SIGNED_IN,
  summary: "Marks one of the caller's notices read (again: no change); another member's answers 404.",
  params: idParams,
  answer: notificationEntry,
});

export const notificationReadAll = defineEndpoint({
  method: 'PUT',
  path: '/erp/notification/read-all',
  access: SIGNED_IN,
  summary: 'Marks every unread notice of the caller in this organization read; answers how many it marked.',
  answer: z.object({ count: z.number().int() }),
});
