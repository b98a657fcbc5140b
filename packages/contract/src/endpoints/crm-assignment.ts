import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { queryRecordId, recordId } from '../zod-kit.js';
import { CUSTOMER_BULK_MAX, CUSTOMER_REASON_MAX } from './crm-customers.js';

/**
 * Customer assignment (客户分配, spec §2.5/§3): the organization's distribution objects — users
 * who may distribute pool customers (GET .../userDistribution/show answers the caller's flag) —
 * and their bulk assignment of pool customers to salespeople.
 */

export const distributionObjectRow = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  departmentName: z.string(),
});
export type DistributionObjectRow = z.infer<typeof distributionObjectRow>;

export const distributionObjectList = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customerDistributionObject/list',
  access: permission('customerAssignment:query'),
  summary: 'The distribution objects of the organization (users who may assign pool customers).',
  answer: z.array(distributionObjectRow),
});

export const distributionMemberOptions = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customerDistributionObject/memberOptions',
  access: permission('customerAssignment:query'),
  summary: 'Members of the organization (choices for new distribution objects and assignment targets).',
  answer: z.array(distributionObjectRow),
});

export const distributionObjectAdd = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customerDistributionObject',
  access: permission('customerAssignment:add'),
  summary: 'Make members of the organization distribution objects (already one: unchanged).',
  body: z.object({ userIds: z.array(recordId).min(1).max(100) }),
  answer: z.object({ count: z.number().int() }),
});

export const distributionObjectRemove = defineEndpoint({
  method: 'DELETE',
  path: '/erp/crm/customerDistributionObject/:userId',
  access: permission('customerAssignment:delete'),
  summary: 'A user stops being a distribution object.',
  params: z.object({ userId: queryRecordId }),
  answer: z.null(),
});

export const assignPoolCustomers = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customerDistributionObject/assign',
  access: permission('customerAssignment:edit'),
  summary:
    'A distribution object (403 otherwise) assigns pool customers to salespeople, dealt round-robin over toUserIds in the given order; each move is a transfer on the customer timeline. A customer no longer in the pool: 400, nothing moves.',
  body: z.object({
    ids: z.array(recordId).min(1).max(CUSTOMER_BULK_MAX),
    toUserIds: z.array(recordId).min(1).max(50),
    reason: z.string().trim().min(1).max(CUSTOMER_REASON_MAX),
  }),
  answer: z.object({ count: z.number().int() }),
});
