import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../endpoint.js';
import { CUSTOMER_TAG_COLORS } from '../resources/customer-tag.js';

const pickerTag = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.enum(CUSTOMER_TAG_COLORS),
});
export const customerTagPickerGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  multiSelect: z.boolean(),
  tags: z.array(pickerTag),
});
export type CustomerTagPickerGroup = z.infer<typeof customerTagPickerGroup>;

/**
 * What a tag picker offers, in one call: every enabled group with its live tags, both in sort order.
 * Signed-in: customer screens show tags to anyone who sees customers, like dictionaries.
 */
export const customerTagGroupsWithTags = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customerTagGroup/withTags',
  access: SIGNED_IN,
  summary: 'Every enabled customer tag group with its tags (for tag pickers), groups and tags in sort order.',
  answer: z.array(customerTagPickerGroup),
});
