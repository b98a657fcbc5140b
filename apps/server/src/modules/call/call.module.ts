import { defineServerModule } from '../../platform/modules/server-module.js';
import { VIEW } from '../admin/role-grants.js';
import { CALL_MESSAGES } from './call.messages.js';
import { registerCallRoutes } from './call.routes.js';
import { seedCallDemo } from './call-demo-seed.js';
import { seedDemoCalls } from './demo-calls/demo-calls.js';
import { registerCallRecordRoutes } from './records/call-records.routes.js';
import { registerTakeSeatRoutes } from './take-seat/take-seat.routes.js';
import { registerTelephonyRoutes } from './telephony/telephony.routes.js';

/** The call center: duty, seats, the call toolbar, the switch and its webhooks, call records. */
export const callModule = defineServerModule({
  name: 'call',
  messages: CALL_MESSAGES,
  routes: ({ app, db, fileStore, loginAttemptsPerMinute }) => {
    registerCallRoutes(app, db);
    registerTelephonyRoutes(app, db);
    registerCallRecordRoutes(app, db, fileStore);
    registerTakeSeatRoutes(app, db, { loginAttemptsPerMinute });
  },
  demoRoleGrants: {
    salesManager: { callRecordList: VIEW },
    callAgent: { dutyRecordList: [...VIEW, 'dutyRecordStart'], callRecordList: VIEW },
    hr: { callAgentList: VIEW },
  },
  demoSeed: [
    {
      name: 'call.seats',
      run: ({ tx, orgId, userIds, mobileOfUser }) => seedCallDemo(tx, orgId, userIds, mobileOfUser),
    },
    {
      name: 'call.demo-calls',
      // Calls ring on the seats, from the customers' numbers, and come after the AI demo's call.
      after: ['call.seats', 'crm.activities', 'ai.demo-call'],
      run: ({ tx, orgId, userIds }) => seedDemoCalls(tx, orgId, userIds),
    },
  ],
});
