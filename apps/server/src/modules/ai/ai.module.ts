import { defineServerModule } from '../../platform/modules/server-module.js';
import { AI_MESSAGES } from './ai.messages.js';
import { registerAiRoutes } from './ai.routes.js';
import { loadAiConfig } from './ai-config.js';
import { analyzeDemoCallFollowUps } from './ai-demo-call-analyses.js';
import { seedAiDemo } from './ai-demo-seed.js';
import { registerAiJobs } from './ai-jobs.js';

/** The recording dialog and AI analysis: speech-to-text and analysis run as jobs. */
export const aiModule = defineServerModule({
  name: 'ai',
  messages: AI_MESSAGES,
  routes: ({ app, db, fileStore }) => registerAiRoutes(app, db, fileStore),
  jobs: (queue) => registerAiJobs(queue, loadAiConfig()),
  demoSeed: [
    // Its follow-up is dated with the first demo follow-up of the customer.
    {
      name: 'ai.demo-call',
      after: ['crm.activities'],
      run: ({ tx, orgId, userIds }) => seedAiDemo(tx, orgId, userIds),
    },
    {
      name: 'ai.demo-call-analyses',
      after: ['call.demo-calls'],
      run: ({ tx, orgId }) => analyzeDemoCallFollowUps(tx, orgId),
    },
  ],
});
