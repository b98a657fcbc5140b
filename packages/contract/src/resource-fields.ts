import { z } from 'zod';
import { QUANTITY_PATTERN, quantityUnits } from './resource-decimal.js';
import type { Locale } from './rules/constants.js';
import { isValidPhone, PHONE_MESSAGE_KEY } from './rules/phone.js';
import { clearable, emptyToUndefined, int32, queryRecordId, recordId, text } from './zod-kit.js';

/** What a field holds; decides its zod type, its column type and the browser's input. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  /** Money in whole fen (cents): an integer, summed and multiplied exactly (resource-decimal.ts). */
  | 'money'
  /** A quantity as a decimal string (`"12.5"`), up to 4 decimals, never a float. */
  | 'quantity'
  | 'boolean'
  | 'enum'
  | 'dict'
  | 'date'
  | 'datetime'
  | 'phone'
  /** Another record's id (a customer, an employee…), from the reference source named by `ref`. */
  | 'reference';

/** How a list may filter on a field: equal, contains (text), from/to (range), one of (in). */
export type FieldFilter = 'eq' | 'contains' | 'range' | 'in';

export interface FieldDef {
  kind: FieldKind;
  /** i18n key of the field's label (browser locales). */
  labelKey: string;
  /** The label's text per locale, for files the server writes (import template headers). */
  label?: Readonly<Record<Locale, string>>;
  /** The allowed values of an `enum` field. */
  values?: readonly [string, ...string[]];
  /**
   * A status field's allowed moves: for each value, the values an update may change it to (an
   * update that keeps the value is always allowed). The server refuses any other move with a 400.
   */
  transitions?: Readonly<Record<string, readonly string[]>>;
  /** Per-locale text of each enum value, for files the server writes (exports). */
  valueLabels?: Readonly<Record<string, Readonly<Record<Locale, string>>>>;
  /**
   * The reference source of a `reference` field (`customer`, `employee`, `department`, `user`…):
   * a server module registers it; rows answer its label in `labels[field]`.
   */
  ref?: string;
  /** Set by the server, never by a create or update body (e.g. an owned record's department). */
  readOnly?: boolean;
  /** The dictionary type (`GET /erp/common/dict/{type}`) of a `dict` field. */
  dictType?: string;
  sortable?: boolean;
  filter?: FieldFilter;
  /** Where the browser shows the field, and whether exports write it; everywhere by default. */
  visibleIn?: { list?: boolean; form?: boolean; detail?: boolean; export?: boolean };
  required?: boolean;
  /**
   * A body may clear the field to null (its column holds null). Only a field that is not required,
   * of a kind without an empty value of its own (number, money, reference, quantity, date,
   * datetime); any other optional field left out keeps its column's default. The server checks at
   * start-up that the column agrees (field-nullability.ts).
   */
  nullable?: boolean;
  /** Unique among the organization's live records (the server answers a field error on a clash). */
  unique?: boolean;
  min?: number;
  max?: number;
  /** A `number` field that takes whole numbers only. */
  integer?: boolean;
  maxLength?: number;
  pattern?: RegExp;
}

/**
 * The TypeScript value of a field. Distributes over the kind, so the value of any field
 * (`FieldValue<FieldDef>`) is the union of every kind's value, which each field's value fits.
 */
export type FieldValue<F extends FieldDef> = F['kind'] extends infer K
  ? K extends 'number' | 'money' | 'reference'
    ? F['nullable'] extends true
      ? number | null
      : number
    : K extends 'boolean'
      ? boolean
      : K extends 'enum'
        ? F['values'] extends readonly (infer V)[]
          ? V
          : string
        : K extends 'date' | 'datetime' | 'quantity'
          ? F['nullable'] extends true
            ? string | null
            : string
          : string
  : never;

const TEXT_MAX_LENGTH: Partial<Record<FieldKind, number>> = {
  text: 200,
  textarea: 2000,
  phone: 32,
  dict: 64,
};

/** A text field: length, pattern, and the phone rule with its own message (spec §5). */
function textSchema(field: FieldDef): z.ZodType {
  let schema = text.trim();
  const maxLength = field.maxLength ?? TEXT_MAX_LENGTH[field.kind] ?? 200;
  schema = schema.max(maxLength);
  if (field.required) schema = schema.min(1);
  if (field.pattern) schema = schema.regex(field.pattern);
  if (field.kind !== 'phone') return schema;
  return schema.refine((value) => isValidPhone(value), { params: { messageKey: PHONE_MESSAGE_KEY } });
}

/** What the field's column holds at most: an int4 for whole numbers, a safe magnitude otherwise. */
function columnRange(field: FieldDef): z.ZodNumber {
  return field.integer ? int32 : z.number().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
}

function numberSchema(field: FieldDef): z.ZodNumber {
  let schema = columnRange(field);
  if (field.kind === 'money') schema = schema.int();
  if (field.min !== undefined) schema = schema.min(field.min);
  if (field.max !== undefined) schema = schema.max(field.max);
  return schema;
}

/** A quantity's `min`/`max`, compared exactly (a quantity is a decimal string, never a float). */
function quantityBounds(field: FieldDef, schema: z.ZodString): z.ZodType {
  const { min, max } = field;
  if (min === undefined && max === undefined) return schema;
  return schema.superRefine((value, context) => {
    if (!QUANTITY_PATTERN.test(value)) return; // the pattern's own issue says what is wrong
    const units = quantityUnits(value);
    const bound = (limit: number) => quantityUnits(limit.toFixed(4));
    if (min !== undefined && units < bound(min))
      context.addIssue({ code: 'too_small', origin: 'number', minimum: min, inclusive: true, input: value });
    if (max !== undefined && units > bound(max))
      context.addIssue({ code: 'too_big', origin: 'number', maximum: max, inclusive: true, input: value });
  });
}

/** The kinds a field may be `nullable` in: they have no empty value of their own. */
const NULLABLE_KINDS: readonly FieldKind[] = ['number', 'money', 'reference', 'quantity', 'date', 'datetime'];

/** A field's `nullable` must make sense: optional, and of a kind without an empty value. */
export function assertNullableField(owner: string, name: string, field: FieldDef): void {
  if (field.nullable && (field.required || !NULLABLE_KINDS.includes(field.kind)))
    throw new Error(`${owner}.${name}: only an optional ${NULLABLE_KINDS.join('/')} field can be nullable`);
}

/** Null (or '', spec §5) only where the field says its column holds it. */
const orNull = (field: FieldDef, schema: z.ZodType) => (field.nullable ? clearable(schema) : schema);

/** The schema of a field's value in a create or update body. */
export function fieldBodySchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'number':
    case 'money':
      return orNull(field, numberSchema(field));
    case 'reference':
      return orNull(field, recordId);
    case 'quantity':
      return orNull(field, quantityBounds(field, z.string().trim().regex(QUANTITY_PATTERN)));
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(field.values ?? ['']);
    case 'date':
      return orNull(field, z.iso.date());
    case 'datetime':
      return orNull(field, z.iso.datetime({ offset: true }));
    default:
      return textSchema(field);
  }
}

/** Whether a create or update body may clear the field to null (its column must then hold null). */
export const fieldTakesNull = (field: FieldDef): boolean => fieldBodySchema(field).safeParse(null).success;

/** The schema of a field's value in an answer row. */
export function fieldRowSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'reference':
      return field.nullable ? z.number().nullable() : z.number();
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(field.values ?? ['']);
    case 'date':
    case 'datetime':
    case 'quantity':
      return field.nullable ? z.string().nullable() : z.string();
    default:
      return z.string();
  }
}

const QUERY_TEXT_MAX = 64;

/** One query-string value of a field (always a string on the wire), '' meaning absent. */
function fieldQueryValue(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'number':
    case 'money':
      // Money filters are whole fen, like the column: 1.5 is refused here, not by the database.
      return z.coerce.number().pipe(field.kind === 'money' ? columnRange(field).int() : columnRange(field));
    case 'reference':
      return queryRecordId;
    case 'boolean':
      return z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
    case 'enum':
      return z.enum(field.values ?? ['']);
    case 'quantity':
      return z.string().trim().regex(QUANTITY_PATTERN);
    case 'date':
      return z.iso.date();
    case 'datetime':
      return z.iso.datetime({ offset: true });
    default:
      return text.trim().max(QUERY_TEXT_MAX);
  }
}

const optionalQuery = (schema: z.ZodType) => z.preprocess(emptyToUndefined, schema.optional());

/** `a,b` or a repeated parameter → a list of values. */
const splitList = (value: unknown) => {
  const raw = emptyToUndefined(value);
  if (raw === undefined) return undefined;
  const parts = (Array.isArray(raw) ? raw : String(raw).split(',')).map((part) => String(part).trim());
  const values = parts.filter((part) => part !== '');
  return values.length === 0 ? undefined : values;
};

/** The query parameters a field's filter adds to the page query, by parameter name. */
export function fieldFilterQuery(name: string, field: FieldDef): Record<string, z.ZodType> {
  switch (field.filter) {
    case undefined:
      return {};
    case 'range':
      return {
        [`${name}From`]: optionalQuery(fieldQueryValue(field)),
        [`${name}To`]: optionalQuery(fieldQueryValue(field)),
      };
    case 'in':
      return { [name]: z.preprocess(splitList, z.array(fieldQueryValue(field)).max(100).optional()) };
    default:
      return { [name]: optionalQuery(fieldQueryValue(field)) };
  }
}

/** Whether an update may move a status field from one value to another (same value: always). */
export function isAllowedTransition(field: FieldDef, from: unknown, to: unknown): boolean {
  if (!field.transitions || from === to) return true;
  return (field.transitions[String(from)] ?? []).includes(String(to));
}

/** The names of a resource's reference fields (their labels ride along in each row's `labels`). */
export function referenceFieldNames(fields: Readonly<Record<string, FieldDef>>): string[] {
  return Object.keys(fields).filter((name) => fields[name]!.kind === 'reference');
}
