import {
  type ImportFormat,
  type ImportMode,
  type ImportReport,
  menuTitleOf,
  type Resource,
} from '@atrium/contract';
import { request } from '../../platform/api/http';
import { saveBlob } from '../../platform/api/save-blob';

/** The title of the resource's menu entry (客户来源) in the given language, for the dialog and template names. */
export function resourceTitle(resource: Resource, language: string): string {
  return menuTitleOf(resource.menuKey, language.startsWith('en') ? 'en' : 'zh-CN') ?? resource.name;
}

/** Fetches the template (with the session headers) and hands it to the browser to save. */
export async function downloadTemplate(resource: Resource, format: ImportFormat, fileName: string) {
  const blob = await request<Blob>({
    method: 'GET',
    url: resource.endpoints.importTemplate.path,
    params: { format },
  });
  saveBlob(blob, `${fileName}.${format}`);
}

/** Sends the file for a dry run or a commit; bad-row problems come back in the report, not as errors. */
export function sendImport(resource: Resource, file: File, mode: ImportMode): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<ImportReport>({
    method: 'POST',
    url: resource.endpoints.import.path,
    params: { mode },
    data: form,
    // 100,000 rows take a while to check and write.
    timeout: 5 * 60 * 1000,
  });
}
