import {
  type Fields,
  type ImportFormat,
  type ImportMode,
  type ImportReport,
  menuTitleOf,
  type Resource,
} from '@atrium/contract';
import { request } from '../../platform/api/http';
import { saveBlob } from '../../platform/api/save-blob';

/**
 * What the import dialog works on: a resource (resourceImportTarget) or a hand-built list's
 * import endpoints (customers, clues of a pool, support customers: import-targets.ts).
 */
export interface ImportTarget {
  /** The menu entry whose title names the dialog and the template (客户列表). */
  menuKey: string;
  /** Shown when the menu has no title. */
  name: string;
  /** The file's columns: the report names a bad cell by its column's label. */
  fields: Fields;
  templatePath: string;
  importPath: string;
}

/** A resource's import target, or null when its menu has no import oper (no such endpoints). */
export function resourceImportTarget(resource: Resource): ImportTarget | null {
  const { importTemplate, import: importEndpoint } = resource.endpoints;
  if (!importTemplate || !importEndpoint) return null;
  return {
    menuKey: resource.menuKey,
    name: resource.name,
    fields: resource.fields,
    templatePath: importTemplate.path,
    importPath: importEndpoint.path,
  };
}

/** The title of the target's menu entry (客户来源) in the given language, for the dialog and template names. */
export function importTitle(target: ImportTarget, language: string): string {
  return menuTitleOf(target.menuKey, language.startsWith('en') ? 'en' : 'zh-CN') ?? target.name;
}

/** Fetches the template (with the session headers) and hands it to the browser to save. */
export async function downloadTemplate(target: ImportTarget, format: ImportFormat, fileName: string) {
  const blob = await request<Blob>({ method: 'GET', url: target.templatePath, params: { format } });
  saveBlob(blob, `${fileName}.${format}`);
}

/** Sends the file for a dry run or a commit; bad-row problems come back in the report, not as errors. */
export function sendImport(target: ImportTarget, file: File, mode: ImportMode): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<ImportReport>({
    method: 'POST',
    url: target.importPath,
    params: { mode },
    data: form,
    // 100,000 rows take a while to check and write.
    timeout: 5 * 60 * 1000,
  });
}
