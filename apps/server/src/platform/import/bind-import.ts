import { IMPORT_MAX_BYTES, menuTitleOf } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { bindDownload } from '../http/bind-download.js';
import { bindEndpoint } from '../http/bind-endpoint.js';
import { receiveFile } from '../http/multipart-file.js';
import type { Actor, ResourceStore } from '../resources/resource-store.js';
import { importTemplate } from './import-template.js';
import { runImport } from './run-import.js';

/** Binds a resource's import template and import endpoints (guarded by `<menuKey>:import`). */
export function bindImport(app: FastifyInstance, db: Db, store: ResourceStore): void {
  const { resource } = store;
  bindDownload(app, resource.endpoints.importTemplate, async ({ query, locale }) => {
    // The menu entry's title names the file: 客户来源导入模板.csv.
    const title = menuTitleOf(resource.menuKey, locale) ?? resource.name;
    return importTemplate(
      resource,
      query.format,
      locale,
      locale === 'en' ? `${title} import template` : `${title}导入模板`,
    );
  });
  bindEndpoint(app, resource.endpoints.import, async ({ member, request, query, locale }) => {
    const file = await receiveFile(request, IMPORT_MAX_BYTES);
    const actor: Actor = { orgId: member.orgId, userId: member.userId, ip: request.ip };
    return runImport(db, store, actor, locale, file, query.mode);
  });
}
