import { customerDiscountRateResource } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindResource } from '../../../platform/resources/bind-resource.js';
import { customerDiscountRates } from '../discount-rates.tables.js';
import { checkRateWith } from './discount-rate-rules.js';
import { createRate, updateRate } from './discount-rates.service.js';

/**
 * 客户折扣率 through the resource engine; create, update and import apply the rate rules. A deleted
 * rate comes back only while its customer or level has no other live rate (the unique index says so).
 */
export function registerDiscountRateRoutes(app: FastifyInstance, db: Db): void {
  bindResource(app, db, customerDiscountRateResource, customerDiscountRates, {
    create: createRate,
    update: updateRate,
    checkImportRow: checkRateWith(),
  });
}
