import { type FieldDef, quantityOf, quantityUnits } from '@atrium/contract';

/**
 * A stored field value as the contract's: dates as ISO text, numbers (a numeric or bigint column
 * answers text) as numbers, quantities (numeric) in their shortest exact form (`12.5000` → `12.5`).
 */
export function answerValue(field: FieldDef, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return value;
  if (field.kind === 'quantity') return quantityOf(quantityUnits(value));
  return field.kind === 'money' || field.kind === 'number' ? Number(value) : value;
}
