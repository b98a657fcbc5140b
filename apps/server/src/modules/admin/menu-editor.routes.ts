import { menusApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { actorOf } from '../../platform/resources/bind-resource.js';
import { createMenu, deleteMenu, listMenuNodes, moveMenu, updateMenu } from './menu-editor.service.js';

/** The resources editor (menu key resourceList). */
export function registerMenuEditorRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, menusApi.menuTree, async () => listMenuNodes(db));
  bindEndpoint(app, menusApi.menuCreate, async ({ member, request, body }) =>
    createMenu(db, actorOf(member, request), body),
  );
  bindEndpoint(app, menusApi.menuUpdate, async ({ member, request, params, body }) =>
    updateMenu(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, menusApi.menuMove, async ({ member, request, params, body }) =>
    moveMenu(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, menusApi.menuDelete, async ({ member, request, params }) => {
    await deleteMenu(db, actorOf(member, request), params.id);
    return null;
  });
}
