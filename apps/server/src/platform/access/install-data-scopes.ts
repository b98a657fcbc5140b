import type { FastifyInstance } from 'fastify';
import { type DataScopeRegistry, dataScopeRegistry, type ScopeAssignment } from './record-scope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' assignment scopes, and the kinds of record offering scopes (bound resources, documents). */
    dataScopes: DataScopeRegistry;
  }
}

/** Makes the modules' assignment scopes known before any resource or document registers its scopes. */
export function installDataScopes(app: FastifyInstance, assignments: readonly ScopeAssignment[]): void {
  app.decorate('dataScopes', dataScopeRegistry(assignments));
}
