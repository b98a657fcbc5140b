import type { Fields, ImportRowError, Locale } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { type MessageKey, type MessageParams, translate } from '../../../platform/http/messages.js';
import type { GoodRow } from '../../../platform/import/check-rows.js';
import type { Plan } from '../../../platform/import/run-row-import.js';
import { dictItems } from '../../common/common.tables.js';
import { phoneHolderOf, phoneTakenMessage } from '../phone-holders.js';

/**
 * The database checks every CRM import shares (customers, clues, support customers), after the
 * file's own checks (phone format, required name, a phone repeated in the file):
 * - a dictionary column takes an enabled item's label (in either language) or value and stores the value;
 * - a phone a live customer, an open clue or a support customer holds is refused naming the
 *   holder, as the create endpoints do (phone-holders.ts).
 */
export type RowProblem = { field?: string; key: MessageKey; params?: MessageParams };

/** label, English label or value (case-insensitive) → value, per dictionary type, for one organization. */
async function dictionaryOf(db: Db, orgId: number, types: string[]) {
  const byType = new Map<string, Map<string, string>>(types.map((type) => [type, new Map()]));
  if (types.length === 0) return byType;
  const items = await db
    .select({
      type: dictItems.type,
      label: dictItems.label,
      labelEn: dictItems.labelEn,
      value: dictItems.value,
    })
    .from(dictItems)
    .where(and(eq(dictItems.orgId, orgId), inArray(dictItems.type, types), eq(dictItems.enabled, true)));
  for (const item of items) {
    const lookup = byType.get(item.type)!;
    lookup.set(item.value.toLowerCase(), item.value);
    for (const label of [item.label, item.labelEn].filter(Boolean)) {
      if (!lookup.has(label.toLowerCase())) lookup.set(label.toLowerCase(), item.value);
    }
  }
  return byType;
}

/**
 * Plans the create of each good row whose dictionary cells resolve, whose phone nobody holds and
 * that `extra` (a list's own rule) accepts; the others become row errors in the caller's locale.
 */
export async function planCrmRows(
  db: Db,
  orgId: number,
  fields: Fields,
  good: GoodRow[],
  locale: Locale,
  extra?: (values: Record<string, unknown>) => Promise<RowProblem | undefined>,
): Promise<{ plans: Plan[]; errors: ImportRowError[] }> {
  const dictFields = Object.entries(fields).filter(([, field]) => field.kind === 'dict' && field.dictType);
  const dictionaries = await dictionaryOf(db, orgId, [
    ...new Set(dictFields.map(([, field]) => field.dictType!)),
  ]);
  const plans: Plan[] = [];
  const errors: ImportRowError[] = [];
  for (const row of good) {
    const problems: RowProblem[] = [];
    const values = { ...row.values };
    for (const [name, field] of dictFields) {
      const text = values[name];
      if (typeof text !== 'string' || text === '') continue;
      const value = dictionaries.get(field.dictType!)!.get(text.toLowerCase());
      if (value === undefined)
        problems.push({ field: name, key: 'import.dictUnknown', params: { value: text } });
      else values[name] = value;
    }
    const phone = typeof values.phone === 'string' ? values.phone : '';
    const holder = await phoneHolderOf(db, orgId, phone);
    if (holder) {
      const [key, params] = phoneTakenMessage(holder);
      problems.push({ field: 'phone', key, params });
    }
    if (problems.length === 0 && extra) {
      const problem = await extra(values);
      if (problem) problems.push(problem);
    }
    if (problems.length === 0) plans.push({ action: 'create', row: { row: row.row, values } });
    else
      errors.push(
        ...problems.map(({ field, key, params }) => ({
          row: row.row,
          ...(field ? { field } : {}),
          message: translate(locale, key, params),
        })),
      );
  }
  return { plans, errors };
}
