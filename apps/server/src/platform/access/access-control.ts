import { type Access, accessKeys, PUBLIC, SIGNED_IN } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { DOCS_ROUTE } from '../docs/openapi.js';
import { AppError, notFound, unauthorized } from '../http/app-error.js';
import { requestedOrganizationId } from '../org/organization-scope.js';
import { findCaller } from './caller.js';
import { credentialsOf } from './credentials.js';
import { hasPermission, permissionDisplayName } from './granted-menus.js';

export class UndeclaredAccessError extends Error {
  override name = 'UndeclaredAccessError';
}

const isApi = (url: string) => url === '/erp' || url.startsWith('/erp/');
const isDocs = (url: string) => url === DOCS_ROUTE || url.startsWith(`${DOCS_ROUTE}/`);

export interface AccessControlOptions {
  /**
   * The OpenAPI document and UI (routes of a plugin, not of the contract) open to anyone; else to
   * signed-in callers only, as the document lists every endpoint and field (ATRIUM_PUBLISH_API_DOCS).
   */
  publishApiDocs?: boolean;
}

/**
 * Enforces each route's `config.access` (from the contract) before anything else runs:
 * public → nothing; signedIn → a live session and membership of the acting organization;
 * permission → also that key granted to one of the caller's enabled roles there; anyPermission →
 * at least one of its keys.
 * Registering an /erp route without a declaration fails start-up; the OpenAPI routes under
 * /erp/docs are given theirs here.
 */
export function installAccessControl(app: FastifyInstance, db: Db, options: AccessControlOptions = {}): void {
  const docsAccess: Access = options.publishApiDocs ? PUBLIC : SIGNED_IN;
  app.addHook('onRoute', (route) => {
    if (isDocs(route.url)) route.config = { ...route.config, access: docsAccess };
    if (isApi(route.url) && !route.config?.access) {
      const methods = [route.method].flat().join(',');
      throw new UndeclaredAccessError(
        `Route ${methods} ${route.url} declares no access; bind it through bindEndpoint with a contract endpoint.`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || 'public' in access) return;
    const { token, organization } = credentialsOf(request);
    const [permission, ...alternatives] = accessKeys(access);
    const requestedOrg = requestedOrganizationId(organization);
    const caller = token ? await findCaller(db, token, requestedOrg, permission) : null;
    if (!caller) throw unauthorized();
    if (!caller.isMember) throw notFound('organizationNotFound');
    const { sessionId, userId, username, orgId } = caller;
    request.member = { userId, username, sessionId, orgId };
    if (caller.isPermitted) return;
    // "Any of" declarations (rare): the first key rode along in the caller query, the others are asked here.
    for (const key of alternatives) if (await hasPermission(db, userId, orgId, key)) return;
    const names = await Promise.all(
      [permission!, ...alternatives].map((key) => permissionDisplayName(db, key, request.locale)),
    );
    const or = request.locale === 'en' ? '" or "' : '」或「';
    throw new AppError(403, 'forbidden', { permission: names.join(or) });
  });
}
