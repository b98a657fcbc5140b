import { z } from 'zod';
import { defineEndpoint, PUBLIC, SIGNED_IN } from '../endpoint.js';
import { fileBytes } from '../resource-import.js';
import { idParams } from '../zod-kit.js';

/** How long an upload credential may be used (once). */
export const UPLOAD_TOKEN_TTL_SECONDS = 10 * 60;

/** The kinds of file an upload may be, checked on the content (magic bytes), not on the name. */
export const UPLOAD_KINDS = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  txt: 'text/plain',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/**
 * What an upload is for, with the most bytes and the kinds the server takes for it: the browser
 * checks the same limit before sending, and the server stops reading the body past it (spec §5:
 * pictures up to 2 MB). A form's own per-field limit (the designer's `fileSize`) is the browser's.
 */
export const UPLOAD_PURPOSES = {
  picture: { maxBytes: 2 * 1024 * 1024, kinds: ['png', 'jpeg', 'gif', 'webp'] },
  file: { maxBytes: 20 * 1024 * 1024, kinds: Object.keys(UPLOAD_KINDS) as UploadKind[] },
} as const satisfies Record<string, { maxBytes: number; kinds: readonly UploadKind[] }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const uploadPurpose = z.enum(['picture', 'file']) satisfies z.ZodType<UploadPurpose>;

/** Largest upload the server takes, whatever it is for. */
export const UPLOAD_MAX_BYTES = UPLOAD_PURPOSES.file.maxBytes;

/** What an upload is for (default `file`): its credential's upload address carries it on. */
export const uploadPurposeQuery = z.object({ purpose: uploadPurpose.default('file') });

export const uploadCredential = z.object({
  /** Where the browser posts the file (multipart: `token`, then the file). */
  uploadUrl: z.string(),
  /** Single-use, bound to the caller and the organization, valid UPLOAD_TOKEN_TTL_SECONDS. */
  token: z.string(),
  expiresAt: z.string(),
});

export const storedFile = z.object({
  id: z.number().int(),
  /** Where members of the organization download it (signed in). */
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;

/** A file attached to a record (a follow-up, a supplier activity) as the record answers it. */
export const attachedFile = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Where members of the organization download it (signed in). */
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type AttachedFile = z.infer<typeof attachedFile>;

export const uploadToken = defineEndpoint({
  method: 'GET',
  path: '/erp/common/qiniu/token',
  access: SIGNED_IN,
  summary:
    'A short-lived, single-use upload credential for the caller in the acting organization; its upload address keeps the purpose.',
  query: uploadPurposeQuery,
  answer: uploadCredential,
});

export const upload = defineEndpoint({
  method: 'POST',
  path: '/erp/common/files/upload',
  // The credential from /erp/common/qiniu/token is the authentication (the browser posts the
  // form without its session header, as it would to an object store).
  access: PUBLIC,
  summary:
    "Multipart upload: field `token` (from /erp/common/qiniu/token), then the file. The content must be an allowed kind of the purpose whose bytes match the name; the body stops at the purpose's limit.",
  query: uploadPurposeQuery,
  answer: storedFile,
});

export const download = defineEndpoint({
  method: 'GET',
  path: '/erp/common/files/:id',
  access: SIGNED_IN,
  summary: 'The bytes of an uploaded file, to members of its organization.',
  params: idParams,
  answer: fileBytes,
});
