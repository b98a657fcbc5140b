import { z } from 'zod';
import { defineEndpoint, permission, SIGNED_IN } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { emptyToUndefined } from '../zod-kit.js';

/**
 * Call centre: the call toolbar's ticket, seats (坐席) and duty shifts (值班) (spec §3, §4, §5, §7).
 * The duty control is shown with dutyRecordStart, so its calls need that key; the toolbar's calls
 * need a signed-in member only (the ticket itself says whether the caller is an agent).
 */

/** A seat number (cno) in a path. */
const cnoParams = z.object({ cno: z.string().trim().min(1).max(32) });

/** Call-tool info (spec §3). */
export const callTicket = z.object({ agentToken: z.string(), userMobile: z.string(), cno: z.string() });
export type CallTicket = z.infer<typeof callTicket>;

/** Duty record (latest) (spec §3): startDutyTime is `YYYY-MM-DD HH:mm:ss` in China time. */
export const dutyRecord = z.object({ cno: z.string(), startDutyTime: z.string(), userName: z.string() });
export type DutyRecord = z.infer<typeof dutyRecord>;

/** Agent status detail (spec §3): OFFLINE means logged out. */
export const agentStatus = z.object({
  agentStatusDetail: z.object({ status: z.enum(['ONLINE', 'OFFLINE']) }),
});
export type AgentStatus = z.infer<typeof agentStatus>;

export const ticket = defineEndpoint({
  method: 'GET',
  path: '/erp/call/ticket',
  access: SIGNED_IN,
  summary:
    "The caller's call-tool info (a fresh agent token, bound mobile, seat); 404 when the caller is no agent.",
  answer: callTicket,
});

export const seatNumbers = defineEndpoint({
  method: 'GET',
  path: '/erp/call/cno/all',
  access: permission('dutyRecordStart'),
  summary: "The organization's enabled seat numbers, in order (the duty control's seat choice).",
  answer: z.array(z.string()),
});

export const seatStatus = defineEndpoint({
  method: 'GET',
  path: '/erp/call/cno/:cno/status',
  access: SIGNED_IN,
  summary:
    "A seat's agent status: ONLINE while an agent is logged into the call toolbar on it, OFFLINE otherwise.",
  params: cnoParams,
  answer: agentStatus,
});

export const latestDutyRecord = defineEndpoint({
  method: 'GET',
  path: '/erp/call/cno/duty/record/latest',
  access: permission('dutyRecordStart'),
  summary: "The caller's open duty record, or null when off duty.",
  answer: dutyRecord.nullable(),
});

export const dutyHolder = defineEndpoint({
  method: 'GET',
  path: '/erp/call/cno/duty/record/check/:cno/duty',
  access: permission('dutyRecordStart'),
  summary: "The seat's current holder, or null when nobody is on duty on it.",
  params: cnoParams,
  answer: z.object({ userName: z.string() }).nullable(),
});

export const startDuty = defineEndpoint({
  method: 'POST',
  path: '/erp/call/cno/duty/record/start/:cno/duty',
  access: permission('dutyRecordStart'),
  summary:
    "Starts the caller's duty on a seat (已开始值班), taking it over from its holder and ending the caller's duty elsewhere.",
  params: cnoParams,
  answer: dutyRecord,
});

export const endDuty = defineEndpoint({
  method: 'POST',
  path: '/erp/call/cno/duty/record/end/:cno/duty',
  access: permission('dutyRecordStart'),
  summary: "Ends the caller's duty on a seat (已结束值班); only its holder may.",
  params: cnoParams,
  answer: z.null(),
});

/** A staff member bound to a seat: soft phone (3) or ordinary phone (1) and the phone it rings. */
export const seatRowAgent = z.object({
  userId: z.number().int(),
  userName: z.string(),
  bindType: z.number().int(),
  boundMobile: z.string(),
});

/** 坐席列表 / 二线坐席列表 rows: a seat, the staff it is usually theirs, and who is on duty on it now. */
export const seatRow = z.object({
  cno: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  agentNames: z.array(z.string()),
  agents: z.array(seatRowAgent),
  onDutyUserName: z.string().nullable(),
  /** `YYYY-MM-DD HH:mm:ss` (China time) the current duty started, or null. */
  onDutySince: z.string().nullable(),
});
export type SeatRow = z.infer<typeof seatRow>;

const seatPageQuery = pageQuery.extend({
  cno: z.preprocess(emptyToUndefined, z.string().trim().max(32).optional()),
});

export const seatPage = defineEndpoint({
  method: 'GET',
  path: '/erp/call/seat/page',
  access: permission('callAgentList:query'),
  summary:
    'First-line seats of the organization by number, with their agents and current duty holder (坐席列表).',
  query: seatPageQuery,
  answer: page(seatRow),
});

export const secondLineSeatPage = defineEndpoint({
  method: 'GET',
  path: '/erp/call/seat/second/page',
  access: permission('secondCallAgentList:query'),
  summary: 'Second-line seats of the organization, as the seat page (二线坐席列表).',
  query: seatPageQuery,
  answer: page(seatRow),
});

/** 值班记录 rows. endReason: null while on duty; taken_over when another agent took the seat. */
export const dutyRecordRow = z.object({
  id: z.number().int(),
  cno: z.string(),
  userName: z.string(),
  startDutyTime: z.string(),
  endDutyTime: z.string().nullable(),
  endReason: z.enum(['ended', 'taken_over']).nullable(),
  takenOverByName: z.string().nullable(),
});
export type DutyRecordRow = z.infer<typeof dutyRecordRow>;

export const dutyRecordPage = defineEndpoint({
  method: 'GET',
  path: '/erp/call/cno/duty/record/page',
  access: permission('dutyRecordList:query'),
  summary: 'Duty records of the organization, newest first, by seat and agent name (值班记录).',
  query: pageQuery.extend({
    cno: z.preprocess(emptyToUndefined, z.string().trim().max(32).optional()),
    userName: z.preprocess(emptyToUndefined, z.string().trim().max(50).optional()),
  }),
  answer: page(dutyRecordRow),
});
