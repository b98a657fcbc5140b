import { defineServerModule } from '../../platform/modules/server-module.js';
import { CATALOGUE_MESSAGES } from './catalogue.messages.js';
import { registerCatalogueRoutes } from './catalogue.routes.js';
import { seedDemoCatalogue } from './catalogue-demo-seed.js';
import {
  fittingCategoryReference,
  fittingReference,
  productCategoryReference,
  productReference,
} from './catalogue-references.js';

/** Products, fittings and their category trees (商品管理). */
export const catalogueModule = defineServerModule({
  name: 'catalogue',
  messages: CATALOGUE_MESSAGES,
  routes: ({ app, db }) => registerCatalogueRoutes(app, db),
  references: [productReference, productCategoryReference, fittingReference, fittingCategoryReference],
  demoSeed: [{ name: 'catalogue.products', run: ({ tx, orgId }) => seedDemoCatalogue(tx, orgId) }],
});
