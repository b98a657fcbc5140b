import { createHash, randomBytes } from 'node:crypto';
import { filesApi, type StoredFile, type UploadPurpose } from '@atrium/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, fieldError, notFound } from '../../platform/http/app-error.js';
import type { FileAnswer } from '../../platform/http/bind-download.js';
import type { ReceivedFile } from '../../platform/http/multipart-file.js';
import type { Member } from '../../platform/http/request-context.js';
import { removeIfRolledBack } from '../../platform/storage/blobs-of-transaction.js';
import { FileNotFoundError, type FileStore } from '../../platform/storage/file-store.js';
import { files, uploadTokens } from './files.tables.js';
import { checkUpload } from './sniff-file-kind.js';

/** Who may upload with a credential: the member it was issued to, in that organization. */
export interface UploadGrant {
  orgId: number;
  userId: number;
}

/**
 * A single-use upload credential for the member (stored hashed, like sessions); its upload address
 * carries what the file is for, so the upload is held to that purpose's limit and kinds.
 */
export async function issueUploadToken(db: Db, member: Member, purpose: UploadPurpose = 'file') {
  const { token, tokenHash } = newSessionToken();
  const now = Date.now();
  const expiresAt = new Date(now + filesApi.UPLOAD_TOKEN_TTL_SECONDS * 1000);
  // Credentials past their time are of no use to anyone: sweep them as new ones are handed out.
  await db.delete(uploadTokens).where(lt(uploadTokens.expiresAt, new Date(now)));
  await db.insert(uploadTokens).values({ tokenHash, orgId: member.orgId, userId: member.userId, expiresAt });
  const uploadUrl = purpose === 'file' ? filesApi.upload.path : `${filesApi.upload.path}?purpose=${purpose}`;
  return { uploadUrl, token, expiresAt: expiresAt.toISOString() };
}

/** Uses up a credential (atomically: two uploads racing with one token → one wins); else 401. */
export async function claimUploadToken(db: Db, token: string | undefined): Promise<UploadGrant> {
  if (!token) throw new AppError(401, 'upload.tokenInvalid');
  const [grant] = await db
    .update(uploadTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(uploadTokens.tokenHash, hashSessionToken(token)),
        isNull(uploadTokens.usedAt),
        gt(uploadTokens.expiresAt, new Date()),
      ),
    )
    .returning({ orgId: uploadTokens.orgId, userId: uploadTokens.userId });
  if (!grant) throw new AppError(401, 'upload.tokenInvalid');
  return grant;
}

const downloadUrl = (id: number) => filesApi.download.path.replace(':id', String(id));

/**
 * Keeps an upload whose bytes are what its name says (an allowed kind of its purpose), under
 * `org/<orgId>/uploads/<yyyy-mm>/<random>.<ext>`, and records who sent what.
 */
export async function storeUpload(
  db: Db,
  store: FileStore,
  grant: UploadGrant,
  file: ReceivedFile,
  ip: string,
  purpose: UploadPurpose = 'file',
): Promise<StoredFile> {
  const name = file.fileName.slice(0, 255) || 'file';
  const check = checkUpload(name, file.bytes);
  if (!check.ok) {
    throw check.reason === 'kindNotAllowed'
      ? fieldError('file', 'upload.kindNotAllowed', { name })
      : fieldError('file', 'upload.contentMismatch', { name, detected: check.detected });
  }
  const allowed: readonly string[] = filesApi.UPLOAD_PURPOSES[purpose].kinds;
  if (!allowed.includes(check.kind)) throw fieldError('file', 'upload.notPicture', { name });
  const month = new Date().toISOString().slice(0, 7);
  const key = `org/${grant.orgId}/uploads/${month}/${randomBytes(16).toString('hex')}.${check.extension}`;
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  await store.put(key, file.bytes);
  try {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          orgId: grant.orgId,
          userId: grant.userId,
          key,
          originalName: name,
          mime: check.mime,
          size: file.bytes.length,
          sha256,
        })
        .returning();
      const stored = {
        id: row!.id,
        url: downloadUrl(row!.id),
        name,
        mime: check.mime,
        size: file.bytes.length,
        sha256,
      };
      await recordAudit(tx, {
        ...grant,
        ip,
        action: 'create',
        entity: 'file',
        entityId: row!.id,
        after: stored,
      });
      return stored;
    });
    // Stored inside a caller's transaction (a product's thumbnail): its rollback removes the bytes too.
    removeIfRolledBack(db, store, key);
    return result;
  } catch (error) {
    await store.remove(key);
    throw error;
  }
}

/** A file of the member's organization (another organization's id is simply not found). */
export async function openFile(db: Db, store: FileStore, orgId: number, id: number): Promise<FileAnswer> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.orgId, orgId)));
  if (!row) throw notFound();
  const body = await store.read(row.key).catch((error: unknown) => {
    // The record outlived its bytes (removed from the bucket by hand): nothing to serve.
    if (error instanceof FileNotFoundError) throw notFound();
    throw error;
  });
  return {
    body,
    contentType: row.mime,
    fileName: row.originalName,
    size: row.size,
    inline: row.mime.startsWith('image/'),
  };
}
