import { crmSupportGroupsApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import {
  createSupportGroup,
  deleteSupportGroup,
  setSupportGroupEnabled,
  supportGroupPage,
  updateSupportGroup,
} from './support-group-admin.service.js';
import {
  addSupportGroupMembers,
  removeSupportGroupMember,
  supportGroupCandidates,
  supportGroupMembers,
} from './support-group-admin-members.service.js';

/** 班组管理 on the 售后分配 screen: support groups and their members. */
export function registerSupportGroupAdminRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, crmSupportGroupsApi.supportGroupPage, ({ member, query }) =>
    supportGroupPage(db, member.orgId, query),
  );
  bindEndpoint(app, crmSupportGroupsApi.supportGroupCreate, ({ member, request, body }) =>
    createSupportGroup(db, member, request.ip, body),
  );
  bindEndpoint(app, crmSupportGroupsApi.supportGroupUpdate, ({ member, request, params, body }) =>
    updateSupportGroup(db, member, request.ip, params.id, body),
  );
  bindEndpoint(app, crmSupportGroupsApi.supportGroupSetEnabled, ({ member, request, params, body }) =>
    setSupportGroupEnabled(db, member, request.ip, params.id, body.enabled),
  );
  bindEndpoint(app, crmSupportGroupsApi.supportGroupDelete, ({ member, request, params }) =>
    deleteSupportGroup(db, member, request.ip, params.id),
  );
  bindEndpoint(app, crmSupportGroupsApi.supportGroupMembers, ({ member, params }) =>
    supportGroupMembers(db, member.orgId, params.id),
  );
  bindEndpoint(app, crmSupportGroupsApi.supportGroupCandidates, ({ member }) =>
    supportGroupCandidates(db, member.orgId),
  );
  bindEndpoint(app, crmSupportGroupsApi.supportGroupAddMembers, ({ member, request, params, body }) =>
    addSupportGroupMembers(db, member, request.ip, params.id, body),
  );
  bindEndpoint(app, crmSupportGroupsApi.supportGroupRemoveMember, ({ member, request, params }) =>
    removeSupportGroupMember(db, member, request.ip, params.id, params.userId),
  );
}
