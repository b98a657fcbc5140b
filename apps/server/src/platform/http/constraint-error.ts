import { type PgError, pgErrorOf } from '../db/pg-error.js';
import type { PendingFieldError } from './app-error.js';
import type { MessageKey } from './messages.js';

/**
 * A constraint the database enforced that no rule of ours caught first (class 23): the caller's
 * input broke it, so it is a 400, never a 500. The field is named when the error says which column
 * (not null: `column`; foreign key and unique: the key in `detail`; check: the constraint's name,
 * `<table>_<column>_check`), as the column's camelCase name, which is the field's name in every
 * resource and body; otherwise the answer is the generic localized 400.
 */
const MESSAGES: Record<string, MessageKey> = {
  '23502': 'validation.notNull',
  '23503': 'validation.referenceMissing',
  '23505': 'validation.unique',
  '23514': 'validation.constraint',
};

/** Columns every organization-scoped key starts with: never the field a caller got wrong. */
const SCOPE_COLUMNS = new Set(['org_id', 'organization_id', 'deleted_at']);

export interface ConstraintRefusal {
  messageKey: MessageKey;
  fieldErrors: PendingFieldError[];
}

export function constraintRefusalOf(error: unknown): ConstraintRefusal | null {
  const pg = pgErrorOf(error);
  const messageKey = pg && MESSAGES[pg.code];
  if (!pg || !messageKey) return null;
  const column = columnOf(pg);
  return {
    messageKey,
    fieldErrors: column ? [{ path: camelCase(column), message: { key: messageKey } }] : [],
  };
}

function columnOf(pg: PgError): string | undefined {
  if (pg.column) return pg.column;
  const keyColumns = /^Key \(([^)]*)\)=/.exec(pg.detail ?? '')?.[1];
  if (keyColumns) {
    const named = keyColumns.split(',').map((name) => name.trim().replace(/^"|"$/g, ''));
    return named.filter((name) => !SCOPE_COLUMNS.has(name)).at(-1);
  }
  if (pg.code === '23514' && pg.constraint && pg.table && pg.constraint.startsWith(`${pg.table}_`))
    return /^(.+)_check$/.exec(pg.constraint.slice(pg.table.length + 1))?.[1];
  return undefined;
}

const camelCase = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
