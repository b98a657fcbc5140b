import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import type { TimelineKind } from '../../../platform/timeline/timeline-kinds.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import { visibleCustomer } from './customer-queries.service.js';

/** A customer's timeline: readable by whoever may open its detail (its data scope, or the pool), linked by its name. */
export const customerTimelineKind: TimelineKind = {
  declaration: customerTimeline,
  visible: async ({ db }, member, id) => {
    const row = await visibleCustomer(db, await customerScopeOf(db, member), id);
    return { label: row.customer.name };
  },
};
