import {
  fittingListExtras,
  fittingProductPage,
  fittingProductsReplace,
  productFittingPage,
} from '@atrium/contract/endpoints/catalogue-fittings';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { actorOf } from '../../platform/resources/bind-resource.js';
import * as fits from './fitting-fits.service.js';
import { fittingListExtras as listExtras } from './fitting-list-extras.service.js';

/** Fits both ways and the fitting list's per-page extras (the fitting resource itself is in catalogue.routes.ts). */
export function registerFittingRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, fittingProductPage, ({ member, params, query }) =>
    fits.fittingProductPage(db, member.orgId, params.id, query),
  );
  bindEndpoint(app, fittingProductsReplace, ({ member, request, params, body }) =>
    fits.replaceFittingProducts(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, productFittingPage, ({ member, params, query }) =>
    fits.productFittingPage(db, member.orgId, params.id, query),
  );
  bindEndpoint(app, fittingListExtras, ({ member, query }) => listExtras(db, member.orgId, query.ids));
}
