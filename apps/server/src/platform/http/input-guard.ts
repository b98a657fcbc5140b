import type { MessageKey } from './messages.js';

/**
 * The guard every request input passes besides its contract schema, so that a schema which forgets
 * a rule still cannot carry into SQL what PostgreSQL refuses with an error (a 500 otherwise):
 * - before parsing: a NUL character (U+0000) in any text or key (`invalid byte sequence for
 *   encoding "UTF8": 0x00`), a lone UTF-16 surrogate (no UTF-8 form: jsonb refuses it, text
 *   would silently store U+FFFD), and nesting deeper than any endpoint takes (a stack-depth
 *   risk: JSON.stringify recurses). Signed webhooks pass it too, once their signature is checked
 *   (platform/webhooks/webhook-body.ts);
 * - after parsing: a number that is not a safe integer-sized finite value (1e308 in a bigint
 *   or numeric column). The int4 range of `integer` columns is the schema's part (zod-kit's
 *   int32/id), since only the schema knows which column a number goes to.
 */

export interface InputIssue {
  path: (string | number)[];
  messageKey: MessageKey;
}

/** Deeper than any contract input (a form with sub-lists is 4 or 5 levels). */
export const MAX_INPUT_DEPTH = 32;

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What in a text PostgreSQL can't hold as sent, if anything. */
export function textIssue(text: string): MessageKey | undefined {
  if (text.includes(NUL)) return 'validation.nulCharacter';
  if (LONE_SURROGATE.test(text)) return 'validation.loneSurrogate';
  return undefined;
}

/** A text as a log or path may show it: without NUL, lone surrogates as U+FFFD. */
export const showableText = (text: string) =>
  text.replaceAll(NUL, '').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');

type Visit = (value: unknown, path: (string | number)[], loose: boolean) => MessageKey | undefined;

interface WalkOptions {
  stopDeeperThan?: number;
  /** Containers whose contents' text is not checked here (each is judged on its own); depth still is. */
  loose?: ReadonlySet<unknown>;
}

/** Walks plain objects and arrays without recursion (a deeply nested body can't overflow it). */
function walk(root: unknown, visit: Visit, options: WalkOptions = {}): InputIssue[] {
  const { stopDeeperThan = MAX_INPUT_DEPTH, loose } = options;
  const issues: InputIssue[] = [];
  const stack: { value: unknown; path: (string | number)[]; loose: boolean }[] = [
    { value: root, path: [], loose: false },
  ];
  while (stack.length > 0 && issues.length < 20) {
    const entry = stack.pop()!;
    const { value, path } = entry;
    const problem = visit(value, path, entry.loose);
    if (problem) {
      issues.push({ path, messageKey: problem });
      continue;
    }
    if (value === null || typeof value !== 'object' || !isPlainContainer(value)) continue;
    if (path.length >= stopDeeperThan) {
      issues.push({ path, messageKey: 'validation.tooDeep' });
      continue;
    }
    const looseInside = entry.loose || (loose?.has(value) ?? false);
    for (const [key, item] of Object.entries(value)) {
      const at = Array.isArray(value) ? Number(key) : key;
      const keyProblem = typeof at === 'string' && !looseInside ? textIssue(at) : undefined;
      if (keyProblem) {
        issues.push({ path: [...path, showableText(at as string)], messageKey: keyProblem });
        continue;
      }
      stack.push({ value: item, path: [...path, at], loose: looseInside });
    }
  }
  return issues;
}

/** Arrays and plain records, including the query parser's prototype-less ones; not Dates or Buffers. */
function isPlainContainer(value: object): boolean {
  return Array.isArray(value) || Object.prototype.toString.call(value) === '[object Object]';
}

/**
 * What a raw input (query, params, JSON body, form fields) carries that no schema should see.
 * Inside the `loose` containers only the depth is checked.
 */
export function rawInputIssues(value: unknown, loose?: ReadonlySet<unknown>): InputIssue[] {
  return walk(
    value,
    (item, _path, isLoose) => (typeof item === 'string' && !isLoose ? textIssue(item) : undefined),
    { loose },
  );
}

/** Numbers a parsed input may not hand to SQL: not finite, or beyond the safe-integer range. */
export function parsedInputIssues(value: unknown): InputIssue[] {
  return walk(
    value,
    (item) =>
      typeof item === 'number' && !(Math.abs(item) <= Number.MAX_SAFE_INTEGER)
        ? 'validation.numberOutOfRange'
        : typeof item === 'bigint' &&
            (item > BigInt(Number.MAX_SAFE_INTEGER) || -item > BigInt(Number.MAX_SAFE_INTEGER))
          ? 'validation.numberOutOfRange'
          : undefined,
    // A parsed value is as deep as the raw one was, which the raw check already bounded.
    { stopDeeperThan: Number.POSITIVE_INFINITY },
  );
}
