import { crmApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { registerActivityRoutes } from './activities/activities.routes.js';
import { registerAssignmentRoutes } from './assignment/assignment.routes.js';
import { registerBusinessRoutes } from './business/business.routes.js';
import { registerCasebookRoutes } from './casebook/casebook.routes.js';
import { registerClueSyncRoutes } from './clue-sync/clue-sync.routes.js';
import { registerClueRoutes } from './clues/clues.routes.js';
import { isDistributionObject } from './crm.service.js';
import { registerCrmDataScopes } from './crm-data-scopes.js';
import { registerCustomerAttachmentRoutes } from './customer-attachments/customer-attachments.routes.js';
import { registerCustomerRoutes } from './customers/customers.routes.js';
import { registerDiscountRateRoutes } from './discount-rates/discount-rates.routes.js';
import { registerPrivateSeaRoutes } from './private-sea/private-sea.routes.js';
import { registerSalesViewingRoutes } from './sales-viewing/sales-viewing.routes.js';
import { registerSupportRoutes } from './support/support.routes.js';
import { registerSupportCustomerRoutes } from './support-customers/support-customers.routes.js';
import { registerCustomerTagLinkRoutes } from './tag-links/customer-tag-links.routes.js';

export function registerCrmRoutes(app: FastifyInstance, db: Db): void {
  registerCrmDataScopes(app.dataScopes);
  bindEndpoint(app, crmApi.userDistributionShow, async ({ member }) =>
    isDistributionObject(db, member.orgId, member.userId),
  );
  registerCustomerRoutes(app, db);
  registerClueRoutes(app, db);
  registerClueSyncRoutes(app, db);
  registerCasebookRoutes(app, db);
  registerDiscountRateRoutes(app, db);
  registerBusinessRoutes(app, db);
  registerSupportRoutes(app, db);
  registerSupportCustomerRoutes(app, db);
  registerAssignmentRoutes(app, db);
  registerActivityRoutes(app, db);
  registerCustomerTagLinkRoutes(app, db);
  registerCustomerAttachmentRoutes(app, db);
  registerPrivateSeaRoutes(app, db);
  registerSalesViewingRoutes(app, db);
}
