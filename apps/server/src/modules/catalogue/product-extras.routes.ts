import {
  moveFittingCategory as moveFittingCategoryEndpoint,
  moveProductCategory as moveProductCategoryEndpoint,
} from '@atrium/contract/endpoints/catalogue-categories';
import { getProductDetails, getProductPrice } from '@atrium/contract/endpoints/catalogue-products';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { actorOf } from '../../platform/resources/bind-resource.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { moveFittingCategory, moveProductCategory } from './category-move.js';
import { productDetailsOf } from './product-details.service.js';
import { ensureDemoProductImages } from './product-details-demo-seed.js';
import { productPriceFor } from './product-price.service.js';

/** Beyond the engine's CRUD: a product's attributes and images as the drawer shows them, its price for a customer, category drags. */
export function registerProductExtraRoutes(app: FastifyInstance, db: Db, fileStore: FileStore): void {
  app.addHook('onReady', () => ensureDemoProductImages(db, fileStore));
  bindEndpoint(app, getProductDetails, ({ member, params }) => productDetailsOf(db, member.orgId, params.id));
  bindEndpoint(app, getProductPrice, ({ member, params, query }) =>
    productPriceFor(db, app.referenceSources, member, params.id, query),
  );
  bindEndpoint(app, moveProductCategoryEndpoint, ({ member, request, params, body }) =>
    moveProductCategory(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, moveFittingCategoryEndpoint, ({ member, request, params, body }) =>
    moveFittingCategory(db, actorOf(member, request), params.id, body),
  );
}
