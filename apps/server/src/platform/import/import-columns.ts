import {
  type ChildConfig,
  type FieldDef,
  type Fields,
  type LinesConfig,
  type Locale,
  yuanTextToFen,
} from '@atrium/contract';
import type { z } from 'zod';
import type { MessageKey, MessageParams } from '../http/messages.js';

/**
 * What a file is read against: its columns (a resource's fields, or a hand-built list's import
 * columns) and the schema one row must pass, as the create endpoint would check it.
 */
export interface ImportShape {
  readonly fields: Fields;
  readonly schemas: { readonly create: z.ZodType };
  /** The most data rows one file may hold (IMPORT_MAX_ROWS unless told). */
  readonly maxRows?: number;
  /** A resource's child collections: no row of a file carries them. */
  readonly lines?: LinesConfig;
  readonly children?: Readonly<Record<string, ChildConfig>>;
}

/** The header of a column in a template, in the caller's locale (the field name when it has no label). */
export const columnTitle = (name: string, field: FieldDef, locale: Locale) => field.label?.[locale] ?? name;

/** Fields a file can set: the resource's own fields, but not those the server sets (`readOnly`). */
export const importableFields = (shape: Pick<ImportShape, 'fields'>) =>
  Object.entries(shape.fields).filter(([, field]) => !field.readOnly);

const normalize = (text: string) => text.trim().toLowerCase();

/**
 * Which field each column of the header row is: a column may be titled with the field's name or
 * its label in either locale (so a template saved in English imports in Chinese and back).
 * Unknown columns are ignored (answer null).
 */
export function mapHeader(resource: Pick<ImportShape, 'fields'>, header: string[]): (string | null)[] {
  const byTitle = new Map<string, string>();
  for (const [name, field] of importableFields(resource)) {
    byTitle.set(normalize(name), name);
    for (const label of Object.values(field.label ?? {})) byTitle.set(normalize(label), name);
  }
  const seen = new Set<string>();
  return header.map((title) => {
    const name = byTitle.get(normalize(title)) ?? null;
    if (name === null || seen.has(name)) return null;
    seen.add(name);
    return name;
  });
}

export type CellProblem = { key: MessageKey; params?: MessageParams };

const TRUE_WORDS = new Set(['是', 'true', '1', 'yes', 'y', '启用']);
const FALSE_WORDS = new Set(['否', 'false', '0', 'no', 'n', '停用']);

/**
 * A cell's text as the value the create schema expects: numbers and booleans parsed; an empty
 * cell is left out (so defaults apply), unless the field is required.
 */
export function cellValue(field: FieldDef, text: string): { value: unknown } | { problem: CellProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return field.required ? { problem: { key: 'import.required' } } : { value: undefined };
  switch (field.kind) {
    case 'money': {
      // Yuan, as an export writes it and people type it: exactly into whole fen.
      const fen = yuanTextToFen(trimmed);
      return fen === null ? { problem: { key: 'import.badMoney' } } : { value: fen };
    }
    case 'number':
    case 'reference': {
      const number = Number(trimmed.replace(/,/g, ''));
      return Number.isFinite(number) ? { value: number } : { problem: { key: 'import.badNumber' } };
    }
    case 'boolean': {
      const word = trimmed.toLowerCase();
      if (TRUE_WORDS.has(word)) return { value: true };
      if (FALSE_WORDS.has(word)) return { value: false };
      return { problem: { key: 'import.badBoolean' } };
    }
    case 'enum': {
      // The stored value (bank) or its label in either locale (银行, Bank), as an export writes it.
      const wanted = trimmed.toLowerCase();
      const value = field.values?.find(
        (candidate) =>
          candidate.toLowerCase() === wanted ||
          Object.values(field.valueLabels?.[candidate] ?? {}).some((label) => label.toLowerCase() === wanted),
      );
      return value !== undefined
        ? { value }
        : { problem: { key: 'import.badEnum', params: { values: (field.values ?? []).join(', ') } } };
    }
    default:
      return { value: trimmed };
  }
}
