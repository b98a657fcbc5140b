import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { text } from '../zod-kit.js';

/**
 * 单据编号 (system settings): each document kind's number pattern per organization. The server
 * allocates every number in the document's own transaction and computes every preview: the
 * browser never composes a document number (docs/architecture.md, "Document numbers").
 */

/** The date part of a number, on the business clock: none, 2026, 202611 or 20261127. */
export const DOCUMENT_NUMBER_DATE_PARTS = ['none', 'yyyy', 'yyyyMM', 'yyyyMMdd'] as const;
export type DocumentNumberDatePart = (typeof DOCUMENT_NUMBER_DATE_PARTS)[number];

/** When the sequence starts again from 1. */
export const DOCUMENT_NUMBER_RESTARTS = ['day', 'month', 'year', 'never'] as const;
export type DocumentNumberRestart = (typeof DOCUMENT_NUMBER_RESTARTS)[number];

/**
 * Which restarts a date part allows: a sequence may restart only on a period the number shows,
 * or two documents would share a number (RK202611-0001 on the 1st and again on the 2nd).
 */
export const RESTARTS_OF_DATE_PART: Readonly<
  Record<DocumentNumberDatePart, readonly DocumentNumberRestart[]>
> = {
  none: ['never'],
  yyyy: ['year', 'never'],
  yyyyMM: ['month', 'year', 'never'],
  yyyyMMdd: ['day', 'month', 'year', 'never'],
};

export const DOCUMENT_NUMBER_PREFIX_MESSAGE_KEY = 'documentNumber.prefixFormat';
export const DOCUMENT_NUMBER_RESTART_MESSAGE_KEY = 'documentNumber.restartNotShown';

/**
 * A pattern: prefix + date part + '-' (when there is a date) + the sequence zero-padded to `width`
 * (RK20261127-0001). The prefix is letters only, so a number reads back into its parts unambiguously
 * (the prefix ends where the digits start): two patterns can never spell the same number differently.
 */
export const documentNumberPattern = z
  .object({
    prefix: text.trim().refine((value) => /^[A-Z]{1,10}$/.test(value), {
      params: { messageKey: DOCUMENT_NUMBER_PREFIX_MESSAGE_KEY },
    }),
    datePart: z.enum(DOCUMENT_NUMBER_DATE_PARTS),
    width: z.number().int().min(2).max(10),
    restart: z.enum(DOCUMENT_NUMBER_RESTARTS),
  })
  .superRefine((pattern, context) => {
    if (!RESTARTS_OF_DATE_PART[pattern.datePart].includes(pattern.restart)) {
      context.addIssue({
        code: 'custom',
        path: ['restart'],
        params: { messageKey: DOCUMENT_NUMBER_RESTART_MESSAGE_KEY },
      });
    }
  });
export type DocumentNumberPattern = z.infer<typeof documentNumberPattern>;

const kindParams = z.object({ kind: text.trim().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/) });

export const documentNumberSetting = z.object({
  /** The kind's name, declared by the module owning the document (`stockReceipt`). */
  kind: z.string(),
  /** The kind's name in the caller's language (入库单). */
  label: z.string(),
  pattern: documentNumberPattern,
  /** The module's default, for 恢复默认. */
  defaultPattern: documentNumberPattern,
  /** The number the next document of this kind gets if created now (others may take it first). */
  next: z.string(),
});
export type DocumentNumberSetting = z.infer<typeof documentNumberSetting>;

export const documentNumberList = defineEndpoint({
  method: 'GET',
  path: '/erp/system/documentNumber/list',
  access: permission('documentNumberSettings:query'),
  summary:
    "Every document kind's number pattern in this organization, with the next number it would give now.",
  answer: z.array(documentNumberSetting),
});

export const documentNumberPreview = defineEndpoint({
  method: 'POST',
  path: '/erp/system/documentNumber/:kind/preview',
  access: permission('documentNumberSettings:query'),
  summary: 'The next number a pattern (not yet saved) would give this kind now; nothing is allocated.',
  params: kindParams,
  body: documentNumberPattern,
  answer: z.object({ next: z.string() }),
});

export const documentNumberUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/system/documentNumber/:kind',
  access: permission('documentNumberSettings:update'),
  summary:
    "Change a kind's number pattern: numbers allocated from now on follow it; numbers already given never change or repeat.",
  params: kindParams,
  body: documentNumberPattern,
  answer: documentNumberSetting,
});
