import { crmCustomerAttachmentsApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import {
  addCustomerAttachments,
  listCustomerAttachments,
  removeCustomerAttachment,
} from './customer-attachments.service.js';

export function registerCustomerAttachmentRoutes(app: FastifyInstance, db: Db): void {
  const api = crmCustomerAttachmentsApi;
  bindEndpoint(app, api.customerAttachmentList, async ({ member, params }) =>
    listCustomerAttachments(db, await customerScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.customerAttachmentAdd, async ({ member, request, params, body }) =>
    addCustomerAttachments(
      db,
      actorOf(member, request),
      await customerScopeOf(db, member),
      params.id,
      body.fileIds,
    ),
  );
  bindEndpoint(app, api.customerAttachmentRemove, async ({ member, request, params }) =>
    removeCustomerAttachment(
      db,
      actorOf(member, request),
      await customerScopeOf(db, member),
      params.id,
      params.fileId,
    ),
  );
}
