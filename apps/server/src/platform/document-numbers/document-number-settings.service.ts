import type { Locale } from '@atrium/contract';
import type {
  DocumentNumberPattern,
  DocumentNumberSetting,
} from '@atrium/contract/endpoints/document-numbers';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/database.js';
import { AppError, fieldError } from '../http/app-error.js';
import type { DocumentKind } from './document-kind.js';
import { documentNumberPatterns } from './document-numbers.tables.js';
import { documentNumberPatternOf, peekDocumentNumber } from './next-document-number.js';

type Actor = { orgId: number; userId: number };

/** The document kinds the modules declared, by name. */
export type DocumentKinds = ReadonlyMap<string, DocumentKind>;

function kindOf(kinds: DocumentKinds, name: string): DocumentKind {
  const kind = kinds.get(name);
  if (!kind) throw new AppError(404, 'documentNumber.unknownKind', { kind: name });
  return kind;
}

async function settingOf(
  db: Db,
  orgId: number,
  kind: DocumentKind,
  locale: Locale,
): Promise<DocumentNumberSetting> {
  const pattern = await documentNumberPatternOf(db, orgId, kind);
  return {
    kind: kind.name,
    label: kind.label[locale],
    pattern,
    defaultPattern: kind.defaultPattern,
    next: await peekDocumentNumber(db, orgId, pattern),
  };
}

/** 单据编号: every kind's pattern in the organization and the number it would give now. */
export async function documentNumberSettings(
  db: Db,
  orgId: number,
  kinds: DocumentKinds,
  locale: Locale,
): Promise<DocumentNumberSetting[]> {
  const settings: DocumentNumberSetting[] = [];
  for (const kind of kinds.values()) settings.push(await settingOf(db, orgId, kind, locale));
  return settings;
}

/** The next number an unsaved pattern would give the kind now (the screen's live preview). */
export async function previewDocumentNumber(
  db: Db,
  orgId: number,
  kinds: DocumentKinds,
  name: string,
  pattern: DocumentNumberPattern,
): Promise<{ next: string }> {
  kindOf(kinds, name);
  return { next: await peekDocumentNumber(db, orgId, pattern) };
}

/**
 * Saves a kind's pattern; documents allocated afterwards follow it. A prefix another kind of the
 * organization uses now is refused: the two would share one sequence (numbers stay unique either
 * way, since counters are per series, but each kind's own numbers would skip).
 */
export async function updateDocumentNumberPattern(
  db: Db,
  actor: Actor,
  kinds: DocumentKinds,
  name: string,
  pattern: DocumentNumberPattern,
  locale: Locale,
): Promise<DocumentNumberSetting> {
  const kind = kindOf(kinds, name);
  return db.transaction(async (tx) => {
    for (const other of kinds.values()) {
      if (other === kind) continue;
      const theirs = await documentNumberPatternOf(tx, actor.orgId, other);
      if (theirs.prefix === pattern.prefix)
        throw fieldError('prefix', 'documentNumber.prefixTaken', { kind: other.label[locale] });
    }
    const before = await documentNumberPatternOf(tx, actor.orgId, kind);
    const row = { ...pattern, updatedBy: actor.userId, updatedAt: sql`now()` };
    await tx
      .insert(documentNumberPatterns)
      .values({ orgId: actor.orgId, kind: kind.name, ...row })
      .onConflictDoUpdate({ target: [documentNumberPatterns.orgId, documentNumberPatterns.kind], set: row });
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.userId,
      action: 'update',
      entity: 'documentNumberPattern',
      entityId: kind.name,
      before,
      after: pattern,
    });
    return settingOf(tx, actor.orgId, kind, locale);
  });
}
