import { filesApi } from '@atrium/contract';
import type { AttachedFile } from '@atrium/contract/endpoints/files';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { files } from './files.tables.js';

/**
 * Files attached to records of other modules (a customer follow-up, a supplier activity): the
 * records keep the file ids; these check them on write and answer them on read.
 */

/** The distinct ids when each names a file of the organization; null when one does not. */
export async function filesOfOrganization(db: Db, orgId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.orgId, orgId), inArray(files.id, unique)));
  return found.length === unique.length ? unique : null;
}

/** The organization's files among `ids`, as records answer them, in one query. */
export async function attachedFilesById(
  db: Db,
  orgId: number,
  ids: Iterable<number>,
): Promise<Map<number, AttachedFile>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const stored = await db
    .select({ id: files.id, name: files.originalName, mime: files.mime, size: files.size })
    .from(files)
    .where(and(eq(files.orgId, orgId), inArray(files.id, unique)));
  return new Map(
    stored.map((file) => [file.id, { ...file, url: filesApi.download.path.replace(':id', String(file.id)) }]),
  );
}
