import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { defineTransitions, transitionEndpoint, transitionStatus } from '../record-transitions.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import { serialNo } from '../stock-quantity.js';
import { idParams, optionalFilter, queryRecordId, recordId, recordVersion, text } from '../zod-kit.js';

/**
 * 取件单 (docs/repairs.md, Pickups): how a customer's device comes in for repair — sent in by the
 * customer, or picked up by a courier (address, time window, carrier and tracking number). Checking
 * it in records the serial (sold to this customer), condition photos and the accessories received,
 * and opens a 维修单 in the same transaction. Named `pickupOrder` (menu `collectOrderList`): the
 * sales module's `collectOrder` is 收款单.
 */

export const PICKUP_STATUSES = ['requested', 'inTransit', 'checkedIn', 'cancelled'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const PICKUP_ARRIVALS = ['sendIn', 'courier'] as const;
export type PickupArrival = (typeof PICKUP_ARRIVALS)[number];

export const PICKUP_PHOTOS_MAX = 10;
export const PICKUP_ACCESSORIES_MAX = 20;

/** `checkIn` carries a body and has its own endpoint; each move is on the pickup's timeline. */
export const pickupTransitions = defineTransitions({
  kind: 'pickupOrder',
  basePath: '/erp/repair/pickup',
  states: PICKUP_STATUSES,
  transitions: {
    dispatch: { from: ['requested'], to: 'inTransit', access: 'collectOrderList:update' },
    checkIn: { from: ['requested', 'inTransit'], to: 'checkedIn', access: 'collectOrderList:update' },
    cancel: { from: ['requested', 'inTransit'], to: 'cancelled', access: 'collectOrderList:delete' },
  },
});
export type PickupTransition = keyof typeof pickupTransitions.transitions;

const pickupFigures = {
  id: z.number().int(),
  documentNo: z.string(),
  status: z.enum(PICKUP_STATUSES),
  customerId: z.number().int(),
  customerName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  arrival: z.enum(PICKUP_ARRIVALS),
  address: z.string(),
  /** The courier's time window (ISO instants), null when not set. */
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  carrier: z.string(),
  trackingNo: z.string(),
  faultDescription: z.string(),
  /** Set on check-in. */
  serialNo: z.string(),
  repairId: z.number().int().nullable(),
  repairNo: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
};

export const pickupRow = z.object({
  ...pickupFigures,
  transitions: z.array(z.string()),
  pendingTransition: z.string(),
});
export type PickupRow = z.infer<typeof pickupRow>;

export const pickupDetail = z.object({
  ...pickupFigures,
  remark: z.string(),
  /** Condition photos (the files module's ids), set on check-in. */
  photoFileIds: z.array(z.number().int()),
  accessories: z.array(z.string()),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.number().int().nullable(),
  transitions: transitionStatus,
});
export type PickupDetail = z.infer<typeof pickupDetail>;

export const pickupPageQuery = pageQuery.extend({
  /** Part of the number, the tracking number, the serial or the customer's name. */
  keyword: optionalFilter(text.trim().max(64)),
  status: optionalFilter(z.enum(PICKUP_STATUSES)),
  arrival: optionalFilter(z.enum(PICKUP_ARRIVALS)),
  customerId: optionalFilter(queryRecordId),
  sortField: optionalFilter(z.enum(['createdAt', 'documentNo', 'status'])),
  sortOrder: optionalFilter(z.enum(['asc', 'desc'])),
});

export const pickupPage = defineEndpoint({
  method: 'GET',
  path: '/erp/repair/pickup/page',
  access: permission('collectOrderList:query'),
  summary: 'Pickups, newest first by default, with row transitions.',
  query: pickupPageQuery,
  answer: page(pickupRow),
});

export const pickupGet = defineEndpoint({
  method: 'GET',
  path: '/erp/repair/pickup/:id',
  access: permission('collectOrderList:get'),
  summary: 'One pickup: customer, how it arrives, check-in record (serial, photos, accessories), its repair.',
  params: idParams,
  answer: pickupDetail,
});

export const pickupCreateBody = z.object({
  customerId: recordId,
  contactName: text.trim().max(64).optional(),
  /** §5 phone rules; the customer's phone when left out. */
  contactPhone: text.trim().max(32).optional(),
  arrival: z.enum(PICKUP_ARRIVALS),
  /** Required for a courier pickup. */
  address: text.trim().max(300).optional(),
  windowStart: z.iso.datetime({ offset: true }).optional(),
  windowEnd: z.iso.datetime({ offset: true }).optional(),
  carrier: text.trim().max(64).optional(),
  trackingNo: text.trim().max(64).optional(),
  faultDescription: text.trim().min(1).max(1000),
  remark: text.trim().max(500).optional(),
});
export type PickupCreateBody = z.infer<typeof pickupCreateBody>;

export const pickupCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/repair/pickup',
  access: permission('collectOrderList:add'),
  summary: 'Create a pickup (requested); QJ number allocated by the server.',
  body: pickupCreateBody,
  answer: pickupDetail,
});

export const pickupUpdateBody = pickupCreateBody.omit({ customerId: true }).partial().extend({
  version: recordVersion,
});

export const pickupUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/repair/pickup/:id',
  access: permission('collectOrderList:update'),
  summary: 'Change a pickup before check-in (contact, address, window, carrier and tracking number).',
  params: idParams,
  body: pickupUpdateBody,
  answer: pickupDetail,
});

export const pickupCheckInBody = z.object({
  version: recordVersion.optional(),
  serialNo,
  photoFileIds: z.array(recordId).max(PICKUP_PHOTOS_MAX).default([]),
  accessories: z.array(text.trim().min(1).max(64)).max(PICKUP_ACCESSORIES_MAX).default([]),
});

export const pickupCheckIn = defineEndpoint({
  method: 'POST',
  path: '/erp/repair/pickup/:id/checkIn',
  access: permission(pickupTransitions.transitions.checkIn.access),
  summary:
    'Transition `checkIn`: the device arrived. The serial must have been sold to this pickup’s customer; records the photos and accessories and opens a repair (received) in the same transaction.',
  params: idParams,
  body: pickupCheckInBody,
  answer: pickupDetail,
});

export const pickupDispatch = transitionEndpoint(
  pickupTransitions,
  'dispatch',
  pickupDetail,
  'Transition `dispatch`: the device is on its way (courier picked it up, or the customer sent it).',
);
export const pickupCancel = transitionEndpoint(
  pickupTransitions,
  'cancel',
  pickupDetail,
  'Transition `cancel`: the pickup will not happen.',
);

/** The endpoint of each body-less pickup transition (`checkIn` takes a form): bound and called alike. */
export const PICKUP_PLAIN_TRANSITION_ENDPOINTS = { dispatch: pickupDispatch, cancel: pickupCancel } as const;
export type PlainPickupTransition = keyof typeof PICKUP_PLAIN_TRANSITION_ENDPOINTS;

export const pickupExport = defineEndpoint({
  method: 'POST',
  path: '/erp/repair/pickup/export',
  access: permission('collectOrderList:export'),
  summary: 'Export the pickups the list shows (filters, sort) as a job.',
  body: listExportBody(pickupPageQuery),
  answer: exportAnswer,
});
