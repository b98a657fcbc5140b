import {
  documentNumberList,
  documentNumberPreview,
  documentNumberUpdate,
} from '@atrium/contract/endpoints/document-numbers';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { bindEndpoint } from '../http/bind-endpoint.js';
import type { DocumentKind } from './document-kind.js';
import {
  type DocumentKinds,
  documentNumberSettings,
  previewDocumentNumber,
  updateDocumentNumberPattern,
} from './document-number-settings.service.js';

/** The modules' document kinds by name; two kinds with one name or one default prefix fail at start-up. */
export function documentKindRegistry(kinds: readonly DocumentKind[]): DocumentKinds {
  const byName = new Map<string, DocumentKind>();
  const prefixes = new Set<string>();
  for (const kind of kinds) {
    if (byName.has(kind.name)) throw new Error(`Document kind "${kind.name}" is declared twice`);
    if (prefixes.has(kind.defaultPattern.prefix))
      throw new Error(
        `Document kind "${kind.name}": the default prefix ${kind.defaultPattern.prefix} is taken`,
      );
    byName.set(kind.name, kind);
    prefixes.add(kind.defaultPattern.prefix);
  }
  return byName;
}

/** Serves 单据编号 (system settings): the kinds' patterns, a live preview, and saving a pattern. */
export function installDocumentNumbers(app: FastifyInstance, db: Db, kinds: readonly DocumentKind[]): void {
  const registry = documentKindRegistry(kinds);
  bindEndpoint(app, documentNumberList, ({ member, locale }) =>
    documentNumberSettings(db, member.orgId, registry, locale),
  );
  bindEndpoint(app, documentNumberPreview, ({ member, params, body }) =>
    previewDocumentNumber(db, member.orgId, registry, params.kind, body),
  );
  bindEndpoint(app, documentNumberUpdate, ({ member, params, body, locale }) =>
    updateDocumentNumberPattern(db, member, registry, params.kind, body, locale),
  );
}
