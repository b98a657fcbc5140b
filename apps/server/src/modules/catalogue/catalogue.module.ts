import { defineServerModule } from '../../platform/modules/server-module.js';
import { VIEW } from '../admin/role-grants.js';
import { CATALOGUE_MESSAGES } from './catalogue.messages.js';
import { registerCatalogueRoutes } from './catalogue.routes.js';
import { seedDemoCatalogue } from './catalogue-demo-seed.js';
import {
  fittingCategoryReference,
  fittingReference,
  productCategoryReference,
  productReference,
  unitReference,
} from './catalogue-references.js';
import { seedDemoFittingsAndServices } from './fittings-demo-seed.js';
import { seedDemoProductDetails } from './product-details-demo-seed.js';
import { registerProductExtraRoutes } from './product-extras.routes.js';
import { seedUnitsOfNewOrganizations } from './unit-defaults.js';

/** Products, fittings, their category trees and units of measure (商品管理); every organization gets the default units. */
export const catalogueModule = defineServerModule({
  name: 'catalogue',
  messages: CATALOGUE_MESSAGES,
  routes: ({ app, db, fileStore }) => {
    registerCatalogueRoutes(app, db, fileStore);
    registerProductExtraRoutes(app, db, fileStore);
  },
  seedAfterDemo: seedUnitsOfNewOrganizations,
  references: [
    productReference,
    productCategoryReference,
    fittingReference,
    fittingCategoryReference,
    unitReference,
  ],
  demoRoleGrants: { warehouse: { productList: VIEW, fittingList: VIEW } },
  demoSeed: [
    { name: 'catalogue.products', run: ({ tx, orgId }) => seedDemoCatalogue(tx, orgId) },
    {
      name: 'catalogue.productDetails',
      after: ['catalogue.products'],
      run: ({ tx, orgId, userIds }) => seedDemoProductDetails(tx, orgId, userIds.get('admin')!),
    },
    {
      name: 'catalogue.fitsAndServices',
      after: ['catalogue.products'],
      run: ({ tx, orgId }) => seedDemoFittingsAndServices(tx, orgId),
    },
  ],
});
