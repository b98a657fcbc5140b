// Types for the plain-ESM launcher, so TypeScript callers (e2e, bench) import it checked.
export const ROOT: string;
export const DEFAULT_MAX_HEAP_MB: number;
export function serverNodeOptions(env?: NodeJS.ProcessEnv): string;
export const COMPILED_SERVER: string;
export function spawnServer(
  env: NodeJS.ProcessEnv,
  stdio: import('node:child_process').StdioOptions,
  options?: { compiled?: boolean },
): import('node:child_process').ChildProcess;
export function freePort(): Promise<number>;
export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The spawned process: the server itself when compiled, tsx's launcher when from the sources. */
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL to the server's process tree: no shutdown, as a power cut. */
  crash(): Promise<void>;
}
export function startServer(options?: {
  env?: Record<string, string>;
  dataDir?: string;
  quiet?: boolean;
  /** Run the compiled build (`npm run build:server`) with node instead of the sources with tsx. */
  compiled?: boolean;
}): Promise<RunningServer>;
