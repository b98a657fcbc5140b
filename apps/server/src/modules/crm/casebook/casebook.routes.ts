import { customerCaseResource } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindResource } from '../../../platform/resources/bind-resource.js';
import { customerCases } from '../casebook.tables.js';
import { checkCase, createCase, updateCase } from './casebook.service.js';

/** 客户案例 through the resource engine; create, update and import check the linked customer and files. */
export function registerCasebookRoutes(app: FastifyInstance, db: Db): void {
  bindResource(app, db, customerCaseResource, customerCases, {
    create: createCase,
    update: updateCase,
    checkImportRow: checkCase,
  });
}
