import type { Endpoint } from '@atrium/contract';
import type { z } from 'zod';

/**
 * Inputs for the contract-driven fuzz (endpoint-fuzz.ts): a plausible sample of each schema,
 * so that one malformed field at a time gets past the others and reaches the handler, and the
 * malformed values themselves. Generation is seeded: the same cases every run.
 */

/** mulberry32: a small seeded generator, so a failing case is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` distinct items of `items`, chosen by `random` (all of them when there are fewer). */
export function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return chosen;
}

export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** Text a database refuses or a parser trips on. */
export const NUL_TEXT = 'fuzz\u0000text';

/** Malformed path parameters: each `:param` gets all of the first, and one of the others. */
export const ALWAYS_PATH_VALUES = ['2147483648', '1e308', '%00'];
export const OTHER_PATH_VALUES = [
  '-1',
  '0',
  'NaN',
  '9007199254740993',
  '1.5',
  'abc',
  encodeURIComponent("1' or '1'='1"),
  'x'.repeat(90),
];

/** Malformed query values: always NUL and numbers beyond int4 and double, then one of the others. */
export const ALWAYS_QUERY_VALUES: (string | string[])[] = [NUL_TEXT, '1e308', '2147483648'];
export const OTHER_QUERY_VALUES: (string | string[])[] = [
  '-1',
  'NaN',
  '-2147483649',
  '9007199254740993',
  '1.5',
  '\u0000',
  'x'.repeat(10_000),
  ['1', '2'],
  ['\u0000', '1e308'],
  '2026-13-45',
  '{"a":1}',
];

/**
 * Malformed JSON values for one body field, by what the field holds, then one of the others. Null
 * goes to every field: a schema that lets a field be cleared must have a column that holds null.
 */
const ALWAYS_FOR_TEXT: unknown[] = [NUL_TEXT, null];
const ALWAYS_FOR_NUMBER: unknown[] = [2_147_483_648, 1e308, null];
const ALWAYS_FOR_OTHER: unknown[] = [NUL_TEXT, 2_147_483_648, null];
export const OTHER_BODY_VALUES: unknown[] = [
  1e308,
  -1,
  0,
  1.5,
  -2_147_483_649,
  2 ** 53,
  '1e308',
  'NaN',
  true,
  null,
  [],
  [NUL_TEXT],
  {},
  { nested: { deeper: [NUL_TEXT, 1e308] } },
  '\u0000',
  'x'.repeat(10_000),
  ONE_MEGABYTE,
];

export function bodyValuesFor(sample: unknown, random: () => number): unknown[] {
  const always =
    typeof sample === 'string'
      ? ALWAYS_FOR_TEXT
      : typeof sample === 'number'
        ? ALWAYS_FOR_NUMBER
        : ALWAYS_FOR_OTHER;
  return [...always, ...pick(OTHER_BODY_VALUES, 1, random).filter((value) => !always.includes(value))];
}

/** Whole bodies that no endpoint expects (sent as raw JSON text): the first always, one other. */
export const ALWAYS_RAW_BODIES: string[] = ['{"a":'];
export const OTHER_RAW_BODIES: string[] = [
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  "{'a':1}",
  'null',
  '[]',
  '"\\u0000"',
  '{"\\u0000":1}',
  '1e308',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  JSON.stringify({ a: ONE_MEGABYTE }),
];

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Values tried, in order, for a leaf the generator can't build by its kind (a format, a refinement). */
const LEAF_CANDIDATES: unknown[] = [
  1,
  'fuzz',
  true,
  '1',
  '13800138000',
  'fuzz@example.com',
  '2026-01-15',
  '2026-01-15 10:00:00',
  '2026-01-15T10:00:00.000Z',
  '10:00',
  'fuzz_user1',
  'fuzz-key-0123456789',
  'Fuzz1234!',
  [],
  {},
];

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** A plausible input for a schema: valid where the schema is simple, a best guess elsewhere. */
export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 6) return undefined;
  if (WRAPPERS.has(def.type) && def.innerType) return sampleOf(def.innerType, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleOf(field, depth + 1)]),
      );
    case 'array':
      return def.element ? [sampleOf(def.element, depth + 1)] : [];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return def.options?.[0] ? sampleOf(def.options[0], depth + 1) : undefined;
    case 'tuple':
      return (def.items ?? []).map((item) => sampleOf(item, depth + 1));
    case 'intersection':
      return def.left ? sampleOf(def.left, depth + 1) : undefined;
    case 'lazy':
      return def.getter ? sampleOf(def.getter(), depth + 1) : undefined;
    case 'record':
      return {};
    case 'pipe': {
      // A preprocess is a pipe from a transform: its real shape is the schema after it.
      const inner = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
      const guess = inner ? sampleOf(inner, depth + 1) : undefined;
      return schema.safeParse(guess).success ? guess : leafSample(schema, guess);
    }
    default:
      return leafSample(schema, undefined);
  }
}

function leafSample(schema: z.ZodType, fallback: unknown): unknown {
  for (const candidate of LEAF_CANDIDATES) {
    if (schema.safeParse(candidate).success) return candidate;
    if (typeof candidate === 'number' && schema.safeParse(String(candidate)).success)
      return String(candidate);
  }
  return fallback ?? 'fuzz';
}

/** The keys of an object schema (seen through optional/pipe wrappers), [] for anything else. */
export function objectKeysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (WRAPPERS.has(def.type) && def.innerType) return objectKeysOf(def.innerType);
  if (def.type === 'pipe') return objectKeysOf(def.out).length ? objectKeysOf(def.out) : objectKeysOf(def.in);
  return [];
}

/** A sample as query-string pairs (arrays become repeated keys, objects are left out). */
export function queryPairs(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    (Array.isArray(item) ? item : [item])
      .filter((one) => one !== undefined && (typeof one !== 'object' || one === null))
      .map((one) => [key, String(one ?? '')] as [string, string]),
  );
}

export function queryString(pairs: [string, string][]): string {
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

/** Dotted paths of the fields in a body sample, down to objects inside the first array item. */
export function fieldPaths(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value)
    ? value.length
      ? ([['0', value[0]]] as [string, unknown][])
      : []
    : Object.entries(value as Record<string, unknown>);
  return entries.flatMap(([key, item]) => [
    [...prefix, key],
    ...fieldPaths(item, [...prefix, key], depth + 1),
  ]);
}

/** A copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = withField(
    (value as Record<string, unknown>)[head],
    rest,
    replacement,
  );
  return copy;
}

/** Path parameter names of a contract path (`/a/:id/b/:fileId` → id, fileId). */
export const pathParamsOf = (endpoint: Endpoint) =>
  [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
