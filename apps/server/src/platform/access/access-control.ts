import type { Access } from '@atrium/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/session-token.js';
import { findActiveSession } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { AppError, notFound, unauthorized } from '../http/app-error.js';
import { resolveOrganization } from '../org/organization-scope.js';
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
 * permission → also that key granted to one of the caller's enabled roles there.
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
    request.member = await authenticate(db, request);
    await authorize(db, request, access);
  });
}

async function authenticate(db: Db, request: FastifyRequest) {
  const token = bearerToken(request.headers.authorization);
  const session = token ? await findActiveSession(db, token) : null;
  if (!session) throw unauthorized();
  const orgId = await resolveOrganization(
    db,
    session.userId,
    session.orgId,
    request.headers['organization-id'],
  );
  if (orgId === null) throw notFound('organizationNotFound');
  return { userId: session.userId, username: session.username, sessionId: session.sessionId, orgId };
}

async function authorize(db: Db, request: FastifyRequest, access: Access): Promise<void> {
  if (!('permission' in access)) return;
  const member = request.member!;
  if (await hasPermission(db, member.userId, member.orgId, access.permission)) return;
  const name = await permissionDisplayName(db, access.permission, request.locale);
  throw new AppError(403, 'forbidden', { permission: name });
}
