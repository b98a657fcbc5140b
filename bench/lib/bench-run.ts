import { loadavg } from 'node:os';

/** The value of a `--name=value` argument of this run. */
export const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const count = (n: number) => n.toLocaleString('en');

/** The machine's load average (1, 5, 15 min): a busy machine's figures are not a quiet one's. */
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The rows of a `db.execute` answer. */
export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
