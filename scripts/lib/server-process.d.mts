// Types for the plain-ESM launcher, so TypeScript callers (e2e, bench) import it checked.
export const ROOT: string;
export function freePort(): Promise<number>;
export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}
export function startServer(options?: {
  env?: Record<string, string>;
  dataDir?: string;
  quiet?: boolean;
}): Promise<RunningServer>;
