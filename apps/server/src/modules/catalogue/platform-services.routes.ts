import { productPlatformServices } from '@atrium/contract/endpoints/catalogue-platform-services';
import { platformServiceResource } from '@atrium/contract/resources/platform-service';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { bindResource } from '../../platform/resources/bind-resource.js';
import * as services from './platform-services.service.js';
import { platformServiceCategories, platformServices } from './platform-services.tables.js';

export function registerPlatformServiceRoutes(app: FastifyInstance, db: Db): void {
  bindResource(app, db, platformServiceResource, platformServices, {
    lineTable: platformServiceCategories,
    create: services.createPlatformService,
    update: services.updatePlatformService,
  });
  bindEndpoint(app, productPlatformServices, ({ member, params }) =>
    services.productPlatformServices(db, member.orgId, params.id),
  );
}
