export interface LatencySummary {
  count: number;
  median: number;
  p95: number;
  /** Median of the server's own `Server-Timing: app;dur=` figure. */
  serverMedian: number;
  serverP95: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Calls `request` `count` times one after another (after a short warm-up: calls 0–4) and
 * summarizes; `request` gets the call's number, so another series can repeat the same inputs.
 */
export async function summarize(
  count: number,
  request: (call: number) => Promise<Response>,
): Promise<LatencySummary> {
  const warmUp = Math.min(5, count);
  for (let i = 0; i < warmUp; i++) await (await request(i)).arrayBuffer();
  const client: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await request(warmUp + i);
    await answer.arrayBuffer();
    client.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${answer.url} answered ${answer.status}`);
    const timing = /app;dur=([\d.]+)/.exec(answer.headers.get('server-timing') ?? '');
    if (timing) server.push(Number(timing[1]));
  }
  client.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    count,
    median: percentile(client, 50),
    p95: percentile(client, 95),
    serverMedian: percentile(server, 50),
    serverP95: percentile(server, 95),
  };
}

export function loginBody(username: string, password = 'demo1234'): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  };
}
