import { and, eq, isNull } from 'drizzle-orm';
import type { ReferenceSource } from '../../../platform/references/reference-source.js';
import { paymentChannels } from '../../admin/master-data.tables.js';

/**
 * `ref: 'paymentChannel'`: the organization's payment channels (支付渠道, system administration),
 * by name or code, for collections. Disabled ones are not offered for new collections.
 */
export const paymentChannelReference: ReferenceSource = {
  name: 'paymentChannel',
  table: paymentChannels,
  id: paymentChannels.id,
  label: paymentChannels.name,
  search: [paymentChannels.name, paymentChannels.code],
  records: (orgId) => and(eq(paymentChannels.orgId, orgId), isNull(paymentChannels.deletedAt))!,
  scope: async () => eq(paymentChannels.enabled, true),
};
