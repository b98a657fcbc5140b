import { z } from 'zod';
import { defineEndpoint, type Endpoint, permission } from './endpoint.js';
import { attachedFile } from './endpoints/files.js';
import { page, pageQuery } from './http.js';
import type { PermissionKey } from './permissions.js';
import { idParams, recordId, text } from './zod-kit.js';

/**
 * A record's timeline (docs/architecture.md §3e): what happened to one record (a customer, a
 * supplier, a receipt), newest first, in one table keyed by (organization, kind, record id) and
 * shown by one component. Entries:
 * - `state`: a named transition taken (written by the platform in the transition's transaction);
 * - `comment`, `attachment`, `link`: what a member adds on the record's detail;
 * - `event`: a module's own happening (a customer claimed, released, edited), `action` its code;
 * - `activity`: a module's business record shown here too (a CRM follow-up, a supplier visit),
 *   `action` its kind, `data.activityId` the record it mirrors.
 */
export const TIMELINE_ENTRY_TYPES = ['state', 'comment', 'attachment', 'link', 'event', 'activity'] as const;
export type TimelineEntryType = (typeof TIMELINE_ENTRY_TYPES)[number];

export const TIMELINE_COMMENT_MAX = 2000;
export const TIMELINE_ATTACHMENTS_MAX = 10;

export const timelineLink = z.object({
  /** The linked record's timeline kind (`supplier`). */
  kind: z.string(),
  id: z.number().int(),
  /** Its name or number when the link was made (a customer's name, a receipt's RK… number). */
  label: z.string(),
});
export type TimelineLink = z.infer<typeof timelineLink>;

export const timelineEntry = z.object({
  id: z.number().int(),
  type: z.enum(TIMELINE_ENTRY_TYPES),
  /** The transition (`reverse`), the event code (`claimed`) or the activity's kind (`call`); '' otherwise. */
  action: z.string(),
  /** A comment's text, an event's reason, an activity's content; '' when there is none. */
  body: z.string(),
  /** A state change's states ('' for other entries). */
  fromState: z.string(),
  toState: z.string(),
  attachments: z.array(attachedFile),
  link: timelineLink.nullable(),
  /** What a module keeps beside an event or activity (owner names, the next follow-up…). */
  data: z.record(z.string(), z.unknown()),
  /** null: the system (a schedule, an import) or a user since removed. */
  authorUserId: z.number().int().nullable(),
  authorName: z.string(),
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export interface TimelineDeclaration {
  /** The record kind (`customer`, `supplier`, `stockReceipt`): the timeline's key with the id. */
  kind: string;
  /** The record's path: its timeline is `GET {basePath}/:id/timeline`. */
  basePath: string;
  /** Who may read the timeline (the record's detail permission). */
  read: PermissionKey;
  /** Who may comment, attach and link (the record's update permission, or its detail's). */
  write: PermissionKey;
  /** The record's detail screen, `:id` replaced by its id: where a link to it leads (none: a drawer of a list). */
  webPath?: string;
  /** What the link picker names the kind (both locales). */
  label: { 'zh-CN': string; en: string };
  /** The reference source (`ref`) whose picker chooses a record of this kind for a link; none: not pickable. */
  reference?: string;
}

export const timelineCommentBody = z.object({
  content: text.trim().min(1).max(TIMELINE_COMMENT_MAX),
});

export const timelineAttachmentBody = z.object({
  /** Files of the organization (uploaded through the files module). */
  fileIds: z.array(recordId).min(1).max(TIMELINE_ATTACHMENTS_MAX),
  /** An optional note beside the files. */
  content: text.trim().max(TIMELINE_COMMENT_MAX).default(''),
});

export const timelineLinkBody = z.object({
  /** The linked record's timeline kind. */
  kind: text.trim().min(1).max(64),
  id: recordId,
});

/** The endpoints of one kind's timeline, each guarded by the kind's own permissions. */
function timelineEndpoints(declaration: TimelineDeclaration) {
  const path = `${declaration.basePath}/:id/timeline`;
  const kind = declaration.kind;
  const added = <B extends z.ZodType>(what: string, body: B) =>
    defineEndpoint({
      method: 'POST',
      path: `${path}/${what}`,
      access: permission(declaration.write),
      summary: `Add a ${what} to the timeline of one ${kind} the caller may open (its data scope checked: outside it, 404); answers the entry.`,
      params: idParams,
      body,
      answer: timelineEntry,
    }) satisfies Endpoint;
  return {
    page: defineEndpoint({
      method: 'GET',
      path,
      access: permission(declaration.read),
      summary: `The timeline of one ${kind} the caller may open (outside the data scope: 404), newest first.`,
      params: idParams,
      query: pageQuery,
      answer: page(timelineEntry),
    }) satisfies Endpoint,
    comment: added('comment', timelineCommentBody),
    attachment: added('attachment', timelineAttachmentBody),
    link: added('link', timelineLinkBody),
  };
}

/**
 * Declares a record kind's timeline: its endpoints (found by all-endpoints through `endpoints`, so
 * the route-registry and fuzz tests walk them) and what a link to it shows. The server side
 * registers the same kind with its visibility check (`timelineKinds` in the module manifest).
 */
export function defineTimeline<const D extends TimelineDeclaration>(declaration: D) {
  return { ...declaration, endpoints: timelineEndpoints(declaration) };
}
export type RecordTimeline = ReturnType<typeof defineTimeline>;
