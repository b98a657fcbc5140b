import type { MessageKey } from './messages.js';

/**
 * The guard every request input passes besides its contract schema, so that a schema which forgets
 * a rule still cannot carry into SQL what PostgreSQL refuses with an error (a 500 otherwise):
 * - before parsing: a NUL character (U+0000) in any text or key (`invalid byte sequence for
 *   encoding "UTF8": 0x00`), and nesting deeper than any endpoint takes (a stack-depth risk);
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

type Visit = (value: unknown, path: (string | number)[]) => MessageKey | undefined;

/** Walks plain objects and arrays without recursion (a deeply nested body can't overflow it). */
function walk(root: unknown, visit: Visit, stopDeeperThan = MAX_INPUT_DEPTH): InputIssue[] {
  const issues: InputIssue[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0 && issues.length < 20) {
    const { value, path } = stack.pop()!;
    const problem = visit(value, path);
    if (problem) {
      issues.push({ path, messageKey: problem });
      continue;
    }
    if (value === null || typeof value !== 'object' || !isPlainContainer(value)) continue;
    if (path.length >= stopDeeperThan) {
      issues.push({ path, messageKey: 'validation.tooDeep' });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const at = Array.isArray(value) ? Number(key) : key;
      if (typeof at === 'string' && at.includes(NUL)) {
        issues.push({ path: [...path, at.replaceAll(NUL, '')], messageKey: 'validation.nulCharacter' });
        continue;
      }
      stack.push({ value: item, path: [...path, at] });
    }
  }
  return issues;
}

/** Arrays and plain records, including the query parser's prototype-less ones; not Dates or Buffers. */
function isPlainContainer(value: object): boolean {
  return Array.isArray(value) || Object.prototype.toString.call(value) === '[object Object]';
}

/** What a raw input (query, params, JSON body, form fields) carries that no schema should see. */
export function rawInputIssues(value: unknown): InputIssue[] {
  return walk(value, (item) =>
    typeof item === 'string' && item.includes(NUL) ? 'validation.nulCharacter' : undefined,
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
    Number.POSITIVE_INFINITY,
  );
}
