import { rawInputIssues, showableText } from '../../platform/http/input-guard.js';
import type { MessageKey } from '../../platform/http/messages.js';
import type { stockSyncItems } from './stock-sync.tables.js';
import type { ItemReading } from './warehouse-sync-adapter.js';

/**
 * An item whose text PostgreSQL can't hold (a NUL, a lone surrogate) is still logged, as the sync
 * log promises every item received, and rejected with the reason; the other items of its delivery
 * go on as usual (docs/warehouse-sync.md).
 */

/** How an item with such text is kept: its JSON text, under this one key. */
export interface EscapedRaw {
  escapedJson: string;
}

/**
 * The item as the log keeps it: as received, or as `{"escapedJson": "<its JSON text>"}`.
 * JSON.stringify writes a NUL as the six characters `\u0000` and a lone surrogate as `\ud800`,
 * so the text holds the item exactly and jsonb can store it; `rawEscaped` says which one `raw` is.
 * (An object, not a bare jsonb string: Drizzle parses a jsonb string that looks like JSON.)
 */
export function storableRaw(raw: unknown): { raw: unknown; rawEscaped: boolean } {
  if (rawInputIssues(raw).length === 0) return { raw: raw ?? null, rawEscaped: false };
  return { raw: { escapedJson: JSON.stringify(raw) } satisfies EscapedRaw, rawEscaped: true };
}

const REASONS: Partial<Record<MessageKey, MessageKey>> = {
  'validation.nulCharacter': 'warehouseSync.itemNulCharacter',
  'validation.loneSurrogate': 'warehouseSync.itemLoneSurrogate',
};

/** The rejection of an item kept as escaped text (applied or replayed alike): which field, and what. */
export function unstorableReading(
  item: Pick<typeof stockSyncItems.$inferSelect, 'raw' | 'kind' | 'subject'>,
): ItemReading {
  const [issue] = rawInputIssues(JSON.parse((item.raw as EscapedRaw).escapedJson));
  return {
    ok: false,
    kind: item.kind,
    subject: item.subject,
    key: (issue && REASONS[issue.messageKey]) ?? 'warehouseSync.itemLoneSurrogate',
    params: { field: showableText(issue?.path.join('.') ?? '') || '—' },
  };
}
