import { defineServerModule } from '../../platform/modules/server-module.js';
import { WORKORDER_DOCUMENT_KINDS } from './workorder-document-kinds.js';
import { WORKORDERS_MESSAGES } from './workorders.messages.js';

/**
 * Work orders (docs/workorders.md): settings (types with their forms, priorities, SLA policies),
 * work orders with their five list views, dispatch, timeline and SLA clocks.
 */
export const workordersModule = defineServerModule({
  name: 'workorders',
  messages: WORKORDERS_MESSAGES,
  documentKinds: WORKORDER_DOCUMENT_KINDS,
});
