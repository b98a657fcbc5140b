/** Careful readers for loosely typed JSON: each answers undefined for a missing or odd value. */

export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A non-empty string. */
export function filled(value: unknown): string | undefined {
  const read = text(value)?.trim();
  return read ? read : undefined;
}

export function numeric(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

export function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0) return false;
  return undefined;
}

/** The first defined reading among several places a value may live. */
export function firstOf<T>(read: (value: unknown) => T | undefined, ...values: unknown[]): T | undefined {
  for (const value of values) {
    const result = read(value);
    if (result !== undefined) return result;
  }
  return undefined;
}

/** Drops undefined properties so the converted JSON stays as small as a hand-written one. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
