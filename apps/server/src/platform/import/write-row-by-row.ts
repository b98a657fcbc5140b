import type { ImportRowError, Locale } from '@atrium/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { translate } from '../http/messages.js';
import type { GoodRow } from './check-rows.js';
import type { Plan, WriteMode } from './run-row-import.js';

/** A refused write (an AppError: 400 with field errors, 409…) as the report lines of its row. */
export function rowErrorsOf(error: AppError, row: number, locale: Locale): ImportRowError[] {
  if (!error.fieldErrors?.length)
    return [{ row, message: translate(locale, error.messageKey, error.params) }];
  return error.fieldErrors.map(({ path, message }) => ({
    row,
    ...(path ? { field: path } : {}),
    message: 'text' in message ? message.text : translate(locale, message.key, message.params),
  }));
}

/** Thrown inside the all-or-nothing transaction to roll it back once a row was refused. */
class RowRefused extends Error {}

/**
 * Writes planned creates one row at a time through a create path (its own checks, timeline and
 * audit). `goodRowsOnly`: a refused row is reported and the others stay; `allOrNothing`: one
 * transaction, so a refused row takes every other row back with it.
 */
export async function writeRowByRow(
  db: Db,
  plans: Plan[],
  mode: WriteMode,
  locale: Locale,
  write: (db: Db, row: GoodRow) => Promise<void>,
): Promise<ImportRowError[]> {
  const failed: ImportRowError[] = [];
  const attempt = async (runner: Db, row: GoodRow) => {
    try {
      await write(runner, row);
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push(...rowErrorsOf(error, row.row, locale));
      return false;
    }
  };
  if (mode === 'goodRowsOnly') {
    for (const { row } of plans) await attempt(db, row);
    return failed;
  }
  try {
    await db.transaction(async (tx) => {
      for (const { row } of plans) if (!(await attempt(tx, row))) throw new RowRefused();
    });
  } catch (error) {
    if (!(error instanceof RowRefused)) throw error;
  }
  return failed;
}
