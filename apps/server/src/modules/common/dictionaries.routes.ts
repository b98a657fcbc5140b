import { dictionariesApi as api } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { actorOf } from '../../platform/resources/bind-resource.js';
import {
  createItem,
  createType,
  deleteItem,
  deleteType,
  listItems,
  listTypes,
  moveItem,
  updateItem,
  updateType,
} from './dictionaries.service.js';

/** The CRM dictionary editor (menu key crmDictionary); GET /erp/common/dict/{type} reads the result. */
export function registerDictionaryRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, api.dictTypeList, async ({ member }) => listTypes(db, member.orgId));
  bindEndpoint(app, api.dictTypeCreate, async ({ member, request, body }) =>
    createType(db, actorOf(member, request), body),
  );
  bindEndpoint(app, api.dictTypeUpdate, async ({ member, request, params, body }) =>
    updateType(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, api.dictTypeEnable, async ({ member, request, params }) =>
    updateType(db, actorOf(member, request), params.id, { enabled: true }),
  );
  bindEndpoint(app, api.dictTypeDisable, async ({ member, request, params }) =>
    updateType(db, actorOf(member, request), params.id, { enabled: false }),
  );
  bindEndpoint(app, api.dictTypeDelete, async ({ member, request, params }) => {
    await deleteType(db, actorOf(member, request), params.id);
    return null;
  });

  bindEndpoint(app, api.dictItemPage, async ({ member, params, query }) =>
    listItems(db, member.orgId, params.id, query),
  );
  bindEndpoint(app, api.dictItemCreate, async ({ member, request, params, body }) =>
    createItem(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, api.dictItemUpdate, async ({ member, request, params, body }) =>
    updateItem(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, api.dictItemEnable, async ({ member, request, params }) =>
    updateItem(db, actorOf(member, request), params.id, { enabled: true }),
  );
  bindEndpoint(app, api.dictItemDisable, async ({ member, request, params }) =>
    updateItem(db, actorOf(member, request), params.id, { enabled: false }),
  );
  bindEndpoint(app, api.dictItemMove, async ({ member, request, params, body }) => {
    await moveItem(db, actorOf(member, request), params.id, body.direction);
    return null;
  });
  bindEndpoint(app, api.dictItemDelete, async ({ member, request, params }) => {
    await deleteItem(db, actorOf(member, request), params.id);
    return null;
  });
}
