import { aiApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { actorOf } from '../../platform/resources/bind-resource.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { customerScopeOf } from '../crm/crm-data-scopes.js';
import { addComment, commentOf, latestAiResult, listRecordings, requestReparse } from './ai.service.js';
import { ensureDemoRecordingAudio } from './ai-demo-seed.js';
import { ANALYZE_JOB_KIND } from './ai-jobs.js';

/** Recording dialog and AI analysis: its endpoints and the demo audio (its jobs: ai.module.ts). */
export function registerAiRoutes(app: FastifyInstance, db: Db, fileStore: FileStore): void {
  const api = aiApi;
  // The demo seed runs before the app (and has no file store): its recordings' bytes are written here.
  app.addHook('onReady', () => ensureDemoRecordingAudio(db, fileStore));

  bindEndpoint(app, api.activityRecordings, async ({ member, params }) =>
    listRecordings(db, await customerScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.activityAi, async ({ member, params }) =>
    latestAiResult(db, await customerScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.activityReparse, async ({ member, request, params }) => {
    const actor = actorOf(member, request);
    const taskId = await requestReparse(db, actor, await customerScopeOf(db, member), params.id);
    await app.jobs.enqueue({
      kind: ANALYZE_JOB_KIND,
      orgId: actor.orgId,
      userId: actor.userId,
      payload: { taskId },
    });
    return null;
  });
  bindEndpoint(app, api.taskComment, async ({ member, params }) =>
    commentOf(db, await customerScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.taskCommentAdd, async ({ member, request, params, body }) =>
    addComment(db, actorOf(member, request), await customerScopeOf(db, member), params.id, body.score),
  );
}
