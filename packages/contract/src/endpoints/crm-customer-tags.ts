import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { idParams, recordId } from '../zod-kit.js';
import { CUSTOMER_BULK_MAX } from './crm-customers.js';

/**
 * Tags on customers (spec §1 "tags"): set one customer's tags, tag or untag many at once. Tags
 * must be live tags of the organization; every change adds tagged/untagged timeline rows naming
 * the tags. Customers outside the caller data scope (and not in the pool) answer 404.
 */

/** At most this many tags on one customer or in one bulk call. */
export const CUSTOMER_TAGS_MAX = 50;

const tagIds = z.array(recordId).max(CUSTOMER_TAGS_MAX);

export const customerTagsSet = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/:id/tags',
  access: permission('customerDetail:update'),
  summary:
    "Replace a customer's tags; at most one tag of a single-select group. Answers the tag ids the customer now has.",
  params: idParams,
  body: z.object({ tagIds }),
  answer: z.object({ tagIds: z.array(z.number().int()) }),
});

const bulkBody = z.object({
  ids: z.array(recordId).min(1).max(CUSTOMER_BULK_MAX),
  tagIds: tagIds.min(1),
});

export const customerBulkTag = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/tag/bulk',
  access: permission('customerList:update'),
  summary:
    'Add tags to several customers (a tag of a single-select group replaces the group other tag); any id the caller may not open answers 404 and nothing changes. Answers how many customers changed.',
  body: bulkBody,
  answer: z.object({ count: z.number().int() }),
});

export const customerBulkUntag = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/untag/bulk',
  access: permission('customerList:update'),
  summary: 'Remove tags from several customers, like the bulk tag. Answers how many customers changed.',
  body: bulkBody,
  answer: z.object({ count: z.number().int() }),
});
