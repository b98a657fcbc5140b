import { accessKeys } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError, notFound, unauthorized } from '../http/app-error.js';
import { requestedOrganizationId } from '../org/organization-scope.js';
import { findCaller } from './caller.js';
import { credentialsOf } from './credentials.js';
import { hasPermission, permissionDisplayName } from './granted-menus.js';

/** The OpenAPI UI and its assets are the only /erp routes that need no access declaration. */
const DOCS_PREFIX = '/erp/docs';

export class UndeclaredAccessError extends Error {
  override name = 'UndeclaredAccessError';
}

function needsDeclaration(url: string): boolean {
  const isApi = url === '/erp' || url.startsWith('/erp/');
  const isDocs = url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
  return isApi && !isDocs;
}

/**
 * Enforces each route's `config.access` (from the contract) before anything else runs:
 * public → nothing; signedIn → a live session and membership of the acting organization;
 * permission → also that key granted to one of the caller's enabled roles there; anyPermission →
 * at least one of its keys.
 * Registering an /erp route without a declaration fails start-up.
 */
export function installAccessControl(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route) => {
    if (needsDeclaration(route.url) && !route.config?.access) {
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
