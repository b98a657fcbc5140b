import { fittingResource } from '@atrium/contract/resources/fitting';
import { fittingCategoryResource } from '@atrium/contract/resources/fitting-category';
import { productResource } from '@atrium/contract/resources/product';
import { productCategoryResource } from '@atrium/contract/resources/product-category';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindResource } from '../../platform/resources/bind-resource.js';
import { fittingCategories, fittings, productCategories, products } from './catalogue.tables.js';
import { deleteFittingCategory, deleteProductCategory } from './category-delete.js';

export function registerCatalogueRoutes(app: FastifyInstance, db: Db): void {
  bindResource(app, db, productCategoryResource, productCategories, { delete: deleteProductCategory });
  bindResource(app, db, productResource, products);
  bindResource(app, db, fittingCategoryResource, fittingCategories, { delete: deleteFittingCategory });
  bindResource(app, db, fittingResource, fittings);
}
