import { crmCluesApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { bindListExport } from '../../../platform/resources/export/bind-list-export.js';
import { clueScopeOf } from './clue-access.js';
import { allocateClues } from './clue-allocation.service.js';
import { convertClue } from './clue-conversion.service.js';
import { clueExporter } from './clue-export.js';
import { bindClueImports } from './clue-import.js';
import { markClueInvalid, reopenClue } from './clue-invalid.service.js';
import {
  createCluePool,
  deleteCluePool,
  getCluePool,
  listCluePools,
  updateCluePool,
} from './clue-pools.service.js';
import { createClue, listClues } from './clues.service.js';
import { listUndealt, undealtScopeOf } from './undealt.service.js';
import { undealtExporter } from './undealt-export.js';

export function registerClueRoutes(app: FastifyInstance, db: Db): void {
  const api = crmCluesApi;
  bindClueImports(app, db);
  bindEndpoint(app, api.cluePoolPage, async ({ member, query }) =>
    listCluePools(db, await clueScopeOf(db, member), query),
  );
  bindEndpoint(app, api.cluePoolDetailGet, async ({ member, params }) =>
    getCluePool(db, await clueScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.cluePoolCreate, async ({ member, request, body }) =>
    createCluePool(db, actorOf(member, request), body),
  );
  bindEndpoint(app, api.cluePoolUpdate, async ({ member, request, params, body }) =>
    updateCluePool(db, actorOf(member, request), await clueScopeOf(db, member), params.id, body),
  );
  bindListExport(app, api.clueExport, clueExporter);
  bindListExport(app, api.undealtExport, undealtExporter);
  bindEndpoint(app, api.cluePage, async ({ member, query }) =>
    listClues(db, await clueScopeOf(db, member), query),
  );
  bindEndpoint(app, api.clueCreate, async ({ member, request, body }) =>
    createClue(db, actorOf(member, request), await clueScopeOf(db, member), body),
  );
  bindEndpoint(app, api.clueAllocate, async ({ member, request, params, body }) =>
    allocateClues(db, actorOf(member, request), await clueScopeOf(db, member), params.id, body),
  );
  bindEndpoint(app, api.clueConvert, async ({ member, request, params }) =>
    convertClue(db, actorOf(member, request), await clueScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.cluePoolDelete, async ({ member, request, params }) =>
    deleteCluePool(db, actorOf(member, request), await clueScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.clueMarkInvalid, async ({ member, request, params, body }) =>
    markClueInvalid(db, actorOf(member, request), await clueScopeOf(db, member), params.id, body.reason),
  );
  bindEndpoint(app, api.clueReopen, async ({ member, request, params }) =>
    reopenClue(db, actorOf(member, request), await clueScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.undealtPage, async ({ member, query }) =>
    listUndealt(db, await undealtScopeOf(db, member), query),
  );
}
