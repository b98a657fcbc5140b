import * as activities from '@atrium/contract/endpoints/supplier-activities';
import * as items from '@atrium/contract/endpoints/supplier-items';
import { supplierResource } from '@atrium/contract/resources/supplier';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { actorOf, bindResource } from '../../platform/resources/bind-resource.js';
import {
  addSupplierActivity,
  supplierActivityFeed,
  supplierTimeline,
} from './supplier-activities.service.js';
import {
  addSuppliedItem,
  itemSourcesOf,
  listSuppliedItems,
  removeSuppliedItem,
  updateSuppliedItem,
} from './supplier-items.service.js';
import { supplierRules } from './supplier-rules.js';
import { supplierContacts, suppliers } from './suppliers.tables.js';

export function registerSupplyRoutes(app: FastifyInstance, db: Db): void {
  bindResource(app, db, supplierResource, suppliers, { lineTable: supplierContacts, ...supplierRules });

  const sources = itemSourcesOf(app.referenceSources);
  bindEndpoint(app, items.suppliedItemList, ({ member, request, params }) =>
    listSuppliedItems(db, sources, actorOf(member, request), params.id),
  );
  bindEndpoint(app, items.suppliedItemAdd, ({ member, request, params, body }) =>
    addSuppliedItem(db, sources, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, items.suppliedItemUpdate, ({ member, request, params, body }) =>
    updateSuppliedItem(db, sources, actorOf(member, request), params.id, params.itemId, body),
  );
  bindEndpoint(app, items.suppliedItemRemove, ({ member, request, params }) =>
    removeSuppliedItem(db, actorOf(member, request), params.id, params.itemId),
  );

  bindEndpoint(app, activities.supplierActivityAdd, ({ member, request, params, body }) =>
    addSupplierActivity(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, activities.supplierActivityTimeline, ({ member, request, params, query }) =>
    supplierTimeline(db, actorOf(member, request), params.id, query),
  );
  bindEndpoint(app, activities.supplierActivityFeed, ({ member, request, query }) =>
    supplierActivityFeed(db, actorOf(member, request), query),
  );
}
