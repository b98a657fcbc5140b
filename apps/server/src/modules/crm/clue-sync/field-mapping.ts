import type { ClueFieldMapping } from '@atrium/contract';

/** The value at a dot path of a vendor item (`contact.mobile`), as text; '' when absent or not scalar. */
export function valueAtPath(item: Record<string, unknown>, path: string): string {
  if (path === '') return '';
  let value: unknown = item;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
    // Own keys only: a vendor item must not reach Object.prototype through `__proto__` or `constructor`.
    if (!Object.hasOwn(value, key)) return '';
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The clue fields of one vendor item, read through the source's mapping (not yet validated). */
export function mapItem(item: Record<string, unknown>, mapping: ClueFieldMapping) {
  return {
    name: valueAtPath(item, mapping.name),
    phone: valueAtPath(item, mapping.phone),
    company: valueAtPath(item, mapping.company),
  };
}
