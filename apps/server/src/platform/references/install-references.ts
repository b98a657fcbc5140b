import {
  referenceOptions as optionsEndpoint,
  REFERENCE_OPTIONS_DEFAULT,
  REFERENCE_TREE_MAX,
  referenceTree as treeEndpoint,
} from '@atrium/contract/endpoints/reference';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { bindEndpoint } from '../http/bind-endpoint.js';
import { referenceOptions, referenceTreeNodes } from './reference-lookups.js';
import { type ReferenceRegistry, type ReferenceSource, referenceRegistry } from './reference-source.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reference sources the modules registered (bindResource checks and resolves fields with them). */
    referenceSources: ReferenceRegistry;
  }
}

/**
 * Makes the modules' reference sources known to the app (before any resource is bound) and serves
 * the pickers' options: `GET /erp/common/reference/:source/options`, and a tree source's whole
 * tree: `GET /erp/common/reference/:source/tree`.
 */
export function installReferences(app: FastifyInstance, db: Db, sources: readonly ReferenceSource[]): void {
  const registry = referenceRegistry(sources);
  app.decorate('referenceSources', registry);
  bindEndpoint(app, optionsEndpoint, async ({ member, params, query }) => {
    const source = registry.get(params.source);
    if (!source) throw new AppError(404, 'reference.unknownSource', { source: params.source });
    return referenceOptions(db, source, member, query, query.limit ?? REFERENCE_OPTIONS_DEFAULT);
  });
  // A tree picker's or a list's tree filter's whole tree: signed in, as the options (a list's filter
  // never asks for the right to another screen, such as 商品分类 / 查询 for the product list's).
  bindEndpoint(app, treeEndpoint, async ({ member, params }) => {
    const source = registry.get(params.source);
    if (!source) throw new AppError(404, 'reference.unknownSource', { source: params.source });
    const { tree } = source;
    if (!tree) throw new AppError(404, 'reference.notATree', { source: params.source });
    return referenceTreeNodes(db, { ...source, tree }, member, REFERENCE_TREE_MAX);
  });
}
