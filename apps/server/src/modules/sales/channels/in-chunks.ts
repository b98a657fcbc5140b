/** A long list in parts of `size`: lookups by `IN (…)` and multi-row inserts of a 100,000-row file stay within the bind-parameter limit. */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}
