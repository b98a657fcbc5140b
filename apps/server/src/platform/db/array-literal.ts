/**
 * A Postgres array literal, sent as one text parameter and cast in SQL
 * (`${arrayLiteral(ids)}::int[]`): a statement over many rows then has one parameter per column,
 * not one per value, which keeps both the query building and the server's parse cheap. Every
 * element is quoted (a serial number may hold commas, braces or quotes); null is NULL.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const element = (value: string | number | null) =>
    value === null ? 'NULL' : `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  return `{${values.map(element).join(',')}}`;
}
