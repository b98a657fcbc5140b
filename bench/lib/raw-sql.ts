import type pg from 'pg';
import { type LatencySummary, percentile } from './latency.js';

/** A SQL text with its `$n` parameters; fragments nest (`sqlText` renumbers their parameters). */
export interface RawQuery {
  text: string;
  values: unknown[];
}

/**
 * `sqlText\`… ${value} …\``: each interpolated value becomes a parameter, each interpolated
 * RawQuery is spliced in (its parameters renumbered), so a filter can be written once and used in
 * both a page and its count.
 */
export function sqlText(strings: TemplateStringsArray, ...parts: unknown[]): RawQuery {
  const values: unknown[] = [];
  let text = strings[0]!;
  parts.forEach((part, i) => {
    if (isRawQuery(part)) {
      const offset = values.length;
      text += part.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
      values.push(...part.values);
    } else {
      values.push(part);
      text += `$${values.length}`;
    }
    text += strings[i + 1]!;
  });
  return { text, values };
}

/** A fragment spliced in as written (an ORDER BY, a FROM list: the bench's own text, never input). */
export function verbatim(text: string): RawQuery {
  return { text, values: [] };
}

/** An empty fragment, or `and <condition>` when `when` holds (optional filters). */
export function andIf(when: unknown, condition: () => RawQuery): RawQuery {
  if (!when) return { text: '', values: [] };
  const inner = condition();
  return { text: ` and ${inner.text}`, values: inner.values };
}

function isRawQuery(value: unknown): value is RawQuery {
  return typeof value === 'object' && value !== null && 'text' in value && 'values' in value;
}

/**
 * Times `query(i)` over a direct connection the way `summarize` times a route: a few warm-up calls,
 * then `count` calls one after another; wall time of each round trip (client and server figures
 * are the same here: there is no application in between).
 */
export async function summarizeRaw(
  client: pg.Client,
  count: number,
  query: (call: number) => RawQuery,
): Promise<LatencySummary> {
  const warmUp = Math.min(5, count);
  for (let i = 0; i < warmUp; i++) await client.query(query(i));
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await client.query(query(warmUp + i));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const p95 = percentile(times, 95);
  return { count, median, p95, serverMedian: median, serverP95: p95 };
}
