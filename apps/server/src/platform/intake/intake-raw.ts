import { type InputIssue, rawInputIssues, showableText } from '../http/input-guard.js';
import type { MessageKey } from '../http/messages.js';

/**
 * An item whose text PostgreSQL can't hold (a NUL, a lone surrogate) is still logged, as every
 * intake log promises each item received, and rejected with the reason; the other items of its
 * delivery go on as usual (docs/architecture.md, Intake).
 */

/** How an item with such text is kept: its JSON text, under this one key. */
export interface EscapedRaw {
  escapedJson: string;
}

/**
 * The item as a log keeps it: as received, or as `{"escapedJson": "<its JSON text>"}`.
 * JSON.stringify writes a NUL as the six characters `\u0000` and a lone surrogate as `\ud800`,
 * so the text holds the item exactly and jsonb (or text) can store it; `rawEscaped` says which
 * one `raw` is. (An object, not a bare jsonb string: Drizzle parses a jsonb string that looks like JSON.)
 */
export function storableRaw(raw: unknown): { raw: unknown; rawEscaped: boolean } {
  if (rawInputIssues(raw).length === 0) return { raw: raw ?? null, rawEscaped: false };
  return { raw: { escapedJson: JSON.stringify(raw) } satisfies EscapedRaw, rawEscaped: true };
}

const REASONS: Partial<Record<MessageKey, MessageKey>> = {
  'validation.nulCharacter': 'intake.itemNulCharacter',
  'validation.loneSurrogate': 'intake.itemLoneSurrogate',
};

export interface UnstorableReason {
  key: MessageKey;
  params: { field: string };
}

/** Why an item can't be processed as text: which field, and what; null when its text is fine. */
export function unstorableReason(raw: unknown): UnstorableReason | null {
  const [issue] = rawInputIssues(raw);
  return issue ? reasonOf(issue) : null;
}

/** The rejection of an item kept as escaped text (applied or replayed alike). */
export const escapedItemReason = (stored: EscapedRaw): UnstorableReason =>
  unstorableReason(JSON.parse(stored.escapedJson)) ?? {
    key: 'intake.itemLoneSurrogate',
    params: { field: '—' },
  };

const reasonOf = (issue: InputIssue): UnstorableReason => ({
  key: REASONS[issue.messageKey] ?? 'intake.itemLoneSurrogate',
  params: { field: showableText(issue.path.join('.')) || '—' },
});
