/**
 * The before/after of an audit entry as rows a person can read: every field of either side, with
 * what happened to it. Values are compared by their JSON, so nested objects and lists count as
 * changed only when their content differs.
 */
export type ChangeKind = 'added' | 'removed' | 'changed' | 'same';

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
  change: ChangeKind;
}

type Side = Record<string, unknown> | null | undefined;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export function diffAuditValues(before: Side, after: Side): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const hadIt = before != null && Object.hasOwn(before, field);
    const hasIt = after != null && Object.hasOwn(after, field);
    const old = hadIt ? before[field] : undefined;
    const value = hasIt ? after[field] : undefined;
    const change: ChangeKind = !hadIt
      ? 'added'
      : !hasIt
        ? 'removed'
        : canonical(old) === canonical(value)
          ? 'same'
          : 'changed';
    return { field, before: old, after: value, change };
  });
}

/** A value as text: '—' for nothing, strings as they are, everything else as compact JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
