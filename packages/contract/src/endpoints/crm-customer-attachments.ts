import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { idParams, queryRecordId, recordId } from '../zod-kit.js';

/**
 * A customer's attachments (附件, issue 4 "customers with … attachments"): files uploaded through
 * the files module and attached to the customer. Reading follows the customer detail; adding and
 * removing follow the customer edit (the caller's data scope, else 404). Every change is audited
 * and adds an 'updated' timeline row whose reason is ATTACHMENTS_CHANGED_FIELD.
 */

/** Most files one customer may carry. */
export const CUSTOMER_ATTACHMENTS_MAX = 20;
/** What the 'updated' timeline row of an attachment change names as the changed field. */
export const ATTACHMENTS_CHANGED_FIELD = 'attachments';

export const customerAttachment = z.object({
  fileId: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  /** Where members of the organization download it (files module, signed in). */
  url: z.string(),
  addedByName: z.string(),
  addedAt: z.string(),
});
export type CustomerAttachment = z.infer<typeof customerAttachment>;

export const customerAttachmentList = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/:id/attachments',
  access: permission('customerDetail:get'),
  summary: 'The attachments of a customer the caller may open (like the detail), newest first.',
  params: idParams,
  answer: z.array(customerAttachment),
});

export const customerAttachmentAdd = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/:id/attachments',
  access: permission('customerList:update'),
  summary: `Attach files of the organization to a customer the caller may edit; files already attached are ignored; at most ${CUSTOMER_ATTACHMENTS_MAX} per customer (400 on fileIds). Answers the customer's attachments.`,
  params: idParams,
  body: z.object({ fileIds: z.array(recordId).min(1).max(CUSTOMER_ATTACHMENTS_MAX) }),
  answer: z.array(customerAttachment),
});

export const customerAttachmentRemove = defineEndpoint({
  method: 'DELETE',
  path: '/erp/crm/customer/:id/attachments/:fileId',
  access: permission('customerList:update'),
  summary:
    'Detach a file from a customer the caller may edit (404 when it is not attached); the file itself stays. Answers the remaining attachments.',
  params: idParams.extend({ fileId: queryRecordId }),
  answer: z.array(customerAttachment),
});
