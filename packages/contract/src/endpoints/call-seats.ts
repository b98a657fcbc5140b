import { z } from 'zod';
import { defineEndpoint, PUBLIC, permission } from '../endpoint.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import { phoneVariant1 } from '../rules/phone.js';
import { queryRecordId, recordId } from '../zod-kit.js';
import { login } from './auth.js';
import { dutyRecord, dutyRecordPage } from './call.js';

/**
 * Seat management behind 坐席列表 (callAgentList) and 二线坐席列表 (secondCallAgentList): the same
 * operations on each list's own seats, under each list's own permission keys (their menus are
 * CRUD_TOGGLE). A seat of the other list answers 404, as a record of another organization does.
 */

/** A new seat's number: digits only (as switches number their seats), unique in the organization. */
export const SEAT_NUMBER_PATTERN = /^\d{2,16}$/;
export const SEAT_LABEL_MAX = 50;
/** Soft phone (3) or ordinary phone (1), spec §9. */
export const SEAT_BIND_TYPES = [3, 1] as const;
export type SeatBindType = (typeof SEAT_BIND_TYPES)[number];

const cnoParams = z.object({ cno: z.string().trim().min(1).max(32) });
const agentParams = cnoParams.extend({ userId: queryRecordId });
const label = z.string().trim().max(SEAT_LABEL_MAX);

export const seatCreateBody = z.object({
  cno: z
    .string()
    .trim()
    .refine((cno) => SEAT_NUMBER_PATTERN.test(cno), { params: { messageKey: 'call.seatNumberFormat' } }),
  label: label.default(''),
});

export const seatUpdateBody = z.object({ label });

/** Binding an agent to a seat: ordinary phone (1) needs the phone the calls ring (spec §5 phone rule). */
export const seatAgentBody = z
  .object({
    userId: recordId,
    bindType: z.union([z.literal(3), z.literal(1)]),
    boundMobile: z.string().trim().regex(phoneVariant1).or(z.literal('')).default(''),
  })
  .refine((agent) => agent.bindType !== 1 || agent.boundMobile !== '', {
    path: ['boundMobile'],
    params: { messageKey: 'call.boundMobileRequired' },
  });

/** A staff member who may be bound to a seat, with the seat they are bound to now (if any). */
export const seatAgentCandidate = z.object({
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  departmentName: z.string(),
  cno: z.string().nullable(),
});
export type SeatAgentCandidate = z.infer<typeof seatAgentCandidate>;

/** The operations of one seat list, under its own path and menu key. */
function seatManagement(base: string, menuKey: 'callAgentList' | 'secondCallAgentList', title: string) {
  return {
    create: defineEndpoint({
      method: 'POST',
      path: base,
      access: permission(`${menuKey}:add`),
      summary: `Adds a seat to ${title}; its number must be new in the organization.`,
      body: seatCreateBody,
      answer: z.object({ cno: z.string() }),
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:cno`,
      access: permission(`${menuKey}:edit`),
      summary: `Renames a seat of ${title}.`,
      params: cnoParams,
      body: seatUpdateBody,
      answer: z.null(),
    }),
    enable: defineEndpoint({
      method: 'PUT',
      path: `${base}/:cno/enable`,
      access: permission(`${menuKey}:enable`),
      summary: `Enables a seat of ${title}: it can be chosen for duty again.`,
      params: cnoParams,
      answer: z.null(),
    }),
    disable: defineEndpoint({
      method: 'PUT',
      path: `${base}/:cno/disable`,
      access: permission(`${menuKey}:disable`),
      summary: `Disables a seat of ${title}; refused while someone is on duty on it.`,
      params: cnoParams,
      answer: z.null(),
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:cno`,
      access: permission(`${menuKey}:delete`),
      summary: `Deletes a seat of ${title}; refused while agents are bound to it or once it has duty or call history (disable it instead).`,
      params: cnoParams,
      answer: z.null(),
    }),
    candidates: defineEndpoint({
      method: 'GET',
      path: `${base}/agent/candidates`,
      access: permission(`${menuKey}:edit`),
      summary: 'Enabled staff of the organization who may be bound to a seat, with their seat now.',
      answer: z.array(seatAgentCandidate),
    }),
    bindAgent: defineEndpoint({
      method: 'POST',
      path: `${base}/:cno/agent`,
      access: permission(`${menuKey}:edit`),
      summary: `Binds a staff member to a seat of ${title} (moving them from their previous seat), or changes their binding.`,
      params: cnoParams,
      body: seatAgentBody,
      answer: z.object({ moved: z.boolean() }),
    }),
    unbindAgent: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:cno/agent/:userId`,
      access: permission(`${menuKey}:edit`),
      summary: `Unbinds a staff member from a seat of ${title}; they are then no call agent.`,
      params: agentParams,
      answer: z.null(),
    }),
  };
}

const firstLine = seatManagement('/erp/call/seat', 'callAgentList', '坐席列表');
const secondLine = seatManagement('/erp/call/seat/second', 'secondCallAgentList', '二线坐席列表');

export const {
  create: createSeat,
  update: updateSeat,
  enable: enableSeat,
  disable: disableSeat,
  remove: deleteSeat,
  candidates: seatAgentCandidates,
  bindAgent: bindSeatAgent,
  unbindAgent: unbindSeatAgent,
} = firstLine;

export const {
  create: createSecondLineSeat,
  update: updateSecondLineSeat,
  enable: enableSecondLineSeat,
  disable: disableSecondLineSeat,
  remove: deleteSecondLineSeat,
  candidates: secondLineSeatAgentCandidates,
  bindAgent: bindSecondLineSeatAgent,
  unbindAgent: unbindSecondLineSeatAgent,
} = secondLine;

/** Both lists' operations by line, for code that serves either (the server's routes, the web screen). */
export const SEAT_MANAGEMENT = { first: firstLine, second: secondLine } as const;
export type SeatLine = keyof typeof SEAT_MANAGEMENT;

/**
 * /take/seat (public): an agent at a shared desk signs in and goes on duty on a seat in one step.
 * Same credentials, brakes and answer as the login, plus the started duty record and whose duty
 * was taken over (null when the seat was free).
 */
export const takeSeat = defineEndpoint({
  method: 'POST',
  path: '/erp/call/take-seat',
  access: PUBLIC,
  summary:
    'Signs an agent in and starts their duty on a seat (taking it over from its holder); 403 for an account that is no agent with dutyRecordStart.',
  body: login.body!.extend({ cno: z.string().trim().min(1).max(32) }),
  answer: login.answer.extend({ duty: dutyRecord, takenOverFrom: z.string().nullable() }),
});

/** 值班记录's export (its menu has the export oper): the list's filters, as a download-center job. */
export const dutyRecordExport = defineEndpoint({
  method: 'POST',
  path: '/erp/call/cno/duty/record/export',
  access: permission('dutyRecordList:export'),
  summary:
    'Exports the duty records with the list filters as a job; the file appears in the download center.',
  body: listExportBody(dutyRecordPage.query!),
  answer: exportAnswer,
});
