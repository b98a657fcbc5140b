import { crmTagsApi, customerTagGroupResource, customerTagResource, type Fields } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { bindImport } from '../../../platform/import/bind-import.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { bindExport } from '../../../platform/resources/export/bind-export.js';
import {
  createOne,
  deleteOne,
  getOne,
  listPage,
  type ResourceStore,
  resourceStore,
  restoreOne,
  updateOne,
} from '../../../platform/resources/resource-store.js';
import { customerTagGroups, customerTags } from '../tags.tables.js';
import { createTag, deleteGroup, groupsWithTags, restoreTag, updateTag } from './tags.service.js';

/** The engine's read, import and export routes of a resource; its writes are bound by the caller. */
function bindReads<F extends Fields>(app: FastifyInstance, db: Db, store: ResourceStore<F>): void {
  const { endpoints } = store.resource;
  bindEndpoint(app, endpoints.page, ({ member, query }) => listPage(db, store, member, query));
  bindEndpoint(app, endpoints.get, ({ member, params }) => getOne(db, store, member, params.id));
  bindImport(app, db, store);
  bindExport(app, store);
}

/**
 * Tag groups and tags through the resource engine, with the two rules it cannot express:
 * a tag belongs to a live group of the same organization, and a group with live tags stays.
 */
export function registerCustomerTagRoutes(app: FastifyInstance, db: Db): void {
  const groups = resourceStore(customerTagGroupResource, customerTagGroups);
  bindReads(app, db, groups);
  const groupApi = customerTagGroupResource.endpoints;
  bindEndpoint(app, groupApi.create, ({ member, request, body }) =>
    createOne(db, groups, actorOf(member, request), body),
  );
  bindEndpoint(app, groupApi.update, ({ member, request, params, body }) =>
    updateOne(db, groups, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, groupApi.delete, ({ member, request, params, query }) =>
    deleteGroup(db, groups, actorOf(member, request), params.id, query.version),
  );
  bindEndpoint(app, groupApi.restore, ({ member, request, params }) =>
    restoreOne(db, groups, actorOf(member, request), params.id),
  );

  const tags = resourceStore(customerTagResource, customerTags);
  bindReads(app, db, tags);
  const tagApi = customerTagResource.endpoints;
  bindEndpoint(app, tagApi.create, ({ member, request, body }) =>
    createTag(db, tags, actorOf(member, request), body),
  );
  bindEndpoint(app, tagApi.update, ({ member, request, params, body }) =>
    updateTag(db, tags, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, tagApi.restore, ({ member, request, params }) =>
    restoreTag(db, tags, actorOf(member, request), params.id),
  );
  // Deleting a tag needs no rule of its own (customers' tag links will keep the soft-deleted row).
  bindEndpoint(app, tagApi.delete, ({ member, request, params, query }) =>
    deleteOne(db, tags, actorOf(member, request), params.id, query.version),
  );

  bindEndpoint(app, crmTagsApi.customerTagGroupsWithTags, ({ member }) => groupsWithTags(db, member.orgId));
}
