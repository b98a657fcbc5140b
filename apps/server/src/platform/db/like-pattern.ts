/** A user's text as a `LIKE`/`ILIKE` "contains" pattern: their % and _ match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
