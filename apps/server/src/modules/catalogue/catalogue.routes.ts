import { fittingResource } from '@atrium/contract/resources/fitting';
import { fittingCategoryResource } from '@atrium/contract/resources/fitting-category';
import { productResource } from '@atrium/contract/resources/product';
import { productCategoryResource } from '@atrium/contract/resources/product-category';
import { unitResource } from '@atrium/contract/resources/unit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindResource } from '../../platform/resources/bind-resource.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { fittingCategories, fittings, productCategories, products } from './catalogue.tables.js';
import { deleteFittingCategory, deleteProductCategory } from './category-delete.js';
import { registerFittingRoutes } from './fittings.routes.js';
import { itemUnitRules, unitWriteRules } from './item-units.js';
import { registerPlatformServiceRoutes } from './platform-services.routes.js';
import { productChildren } from './product-children.js';
import { catalogueUnits } from './units.tables.js';

export function registerCatalogueRoutes(app: FastifyInstance, db: Db, fileStore: FileStore): void {
  bindResource(app, db, productCategoryResource, productCategories, { delete: deleteProductCategory });
  bindResource(app, db, unitResource, catalogueUnits, unitWriteRules);
  bindResource(app, db, productResource, products, {
    ...itemUnitRules(products),
    children: productChildren(fileStore),
  });
  bindResource(app, db, fittingCategoryResource, fittingCategories, { delete: deleteFittingCategory });
  bindResource(app, db, fittingResource, fittings, itemUnitRules(fittings));
  registerFittingRoutes(app, db);
  registerPlatformServiceRoutes(app, db);
}
