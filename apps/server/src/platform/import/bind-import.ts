import { type Endpoint, IMPORT_MAX_BYTES, type Locale, menuTitleOf } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { bindDownload } from '../http/bind-download.js';
import { type AnswerOf, bindEndpoint, type EndpointContext } from '../http/bind-endpoint.js';
import { receiveFile } from '../http/multipart-file.js';
import type { Actor, ResourceStore } from '../resources/resource-store.js';
import type { ImportShape } from './import-columns.js';
import { importTemplate } from './import-template.js';
import { runImport } from './run-import.js';
import { type RowImporter, runRowImport } from './run-row-import.js';

/** The template's file name: 客户来源导入模板 / Customer source import template. */
export function templateTitle(menuKey: string, fallback: string, locale: Locale): string {
  const title = menuTitleOf(menuKey, locale) ?? fallback;
  return locale === 'en' ? `${title} import template` : `${title}导入模板`;
}

/**
 * Binds a resource's import template and import endpoints (guarded by `<menuKey>:import`), when
 * its menu has the import oper.
 */
export function bindImport(app: FastifyInstance, db: Db, store: ResourceStore): void {
  const { resource } = store;
  const { importTemplate: templateEndpoint, import: importEndpoint } = resource.endpoints;
  if (!templateEndpoint || !importEndpoint) return;
  // Rows of a file can't carry a record's lines (nor would a total from the file be right). Where
  // lines are optional and total nothing (a supplier's contacts), a row is the record's own fields:
  // a new record starts without lines, an updated one keeps its own, as an export writes them.
  const lines = resource.lines;
  const assertImportable = () => {
    if (lines && ((lines.min ?? 0) > 0 || lines.amount)) throw new AppError(400, 'import.linesUnsupported');
  };
  bindDownload(app, templateEndpoint, async ({ query, locale }) => {
    assertImportable();
    return importTemplate(
      resource,
      query.format,
      locale,
      templateTitle(resource.menuKey, resource.name, locale),
    );
  });
  bindEndpoint(app, importEndpoint, async ({ member, request, query, locale }) => {
    assertImportable();
    const file = await receiveFile(request, IMPORT_MAX_BYTES);
    const actor: Actor = { orgId: member.orgId, userId: member.userId, ip: request.ip };
    return runImport(db, store, actor, locale, file, query.mode);
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the endpoints' schemas differ (a pool id in the path or not).
type AnyEndpoint = Endpoint<any, any, any, any>;

/**
 * Binds the import of a hand-built list (customers, clues, support customers): the template of its
 * columns and the import, whose rows go through the importer the list builds for the caller.
 */
export function bindRowImport<I extends AnyEndpoint>(
  app: FastifyInstance,
  endpoints: { template: AnyEndpoint; import: I },
  options: {
    shape: ImportShape;
    menuKey: string;
    /** Checked before the file is read (e.g. the clue pool in the path is one the caller works with). */
    importer(context: EndpointContext<I>, actor: Actor): Promise<RowImporter>;
  },
): void {
  bindDownload(app, endpoints.template, async ({ query, locale }) =>
    importTemplate(
      options.shape,
      query.format,
      locale,
      templateTitle(options.menuKey, options.menuKey, locale),
    ),
  );
  bindEndpoint(app, endpoints.import, async (context) => {
    const { member, request, query, locale } = context;
    const actor: Actor = { orgId: member.orgId, userId: member.userId, ip: request.ip };
    const importer = await options.importer(context, actor);
    const file = await receiveFile(request, IMPORT_MAX_BYTES);
    // The endpoint's answer is the import report (importReport in the contract).
    return (await runRowImport(importer, locale, file, query.mode)) as AnswerOf<I>;
  });
}
