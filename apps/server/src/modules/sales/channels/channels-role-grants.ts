import type { DemoRoleGrants } from '../../../platform/modules/server-module.js';
import { VIEW } from '../../admin/role-grants.js';

/**
 * What the demo roles may do on the channels screens (docs/sales-channels.md, "Access"): sources
 * and statements are finance's (the administrator has everything); external orders finance's and
 * the sales manager's; the logistics status update the warehouse's and sales'.
 */
export const CHANNELS_DEMO_ROLE_GRANTS: DemoRoleGrants = {
  finance: { sourceList: 'all', sourceDetail: 'all', externalOrderList: 'all', ecommerceBillList: 'all' },
  salesManager: { sourceList: VIEW, sourceDetail: VIEW, externalOrderList: 'all', orderStatusUpdate: 'all' },
  salesperson: { orderStatusUpdate: 'all' },
  warehouse: { orderStatusUpdate: 'all' },
};
