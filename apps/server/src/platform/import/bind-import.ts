import { IMPORT_MAX_BYTES, MENU_CATALOGUE, type MenuSeed } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { bindDownload } from '../http/bind-download.js';
import { bindEndpoint } from '../http/bind-endpoint.js';
import { receiveFile } from '../http/multipart-file.js';
import type { Actor, ResourceStore } from '../resources/resource-store.js';
import { importTemplate } from './import-template.js';
import { runImport } from './run-import.js';

/** The menu entry's title (`客户来源导入模板`) names the template file; the resource name otherwise. */
function menuTitle(menuKey: string, locale: 'zh-CN' | 'en'): string | null {
  const find = (entries: readonly MenuSeed[]): MenuSeed | undefined => {
    for (const entry of entries) {
      if (entry.key === menuKey) return entry;
      const found = find(entry.children ?? []);
      if (found) return found;
    }
    return undefined;
  };
  const entry = find(MENU_CATALOGUE);
  if (!entry) return null;
  return locale === 'en' ? entry.titleEn : entry.titleZh;
}

/** Binds a resource's import template and import endpoints (guarded by `<menuKey>:import`). */
export function bindImport(app: FastifyInstance, db: Db, store: ResourceStore): void {
  const { resource } = store;
  bindDownload(app, resource.endpoints.importTemplate, async ({ query, locale }) => {
    const title = menuTitle(resource.menuKey, locale) ?? resource.name;
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
