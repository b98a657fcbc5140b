import { type Fields, fieldTakesNull } from '@atrium/contract';
import type { ResourceColumns } from './resource-query.js';

/**
 * Checked at start-up for every resource and its lines: a field a body may clear to null needs a
 * column that holds null, or clearing it is a database error instead of a saved value; a field no
 * body can clear sits on a `not null` column, so the contract and the table tell one story. A
 * server-set (`readOnly`) field answers null exactly when it is declared `nullable`.
 */
export function assertFieldsFitColumns(owner: string, fields: Fields, columns: ResourceColumns): void {
  const mismatches = Object.entries(fields).flatMap(([name, field]) => {
    const takesNull = field.readOnly ? field.nullable === true : fieldTakesNull(field);
    const holdsNull = !columns[name]!.notNull;
    if (takesNull === holdsNull) return [];
    return [`${name} (${takesNull ? 'takes null, column is not null' : 'never null, column is nullable'})`];
  });
  if (mismatches.length > 0)
    throw new Error(`${owner}: fields and columns disagree: ${mismatches.join('; ')}`);
}
