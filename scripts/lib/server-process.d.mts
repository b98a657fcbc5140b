// Types for the plain-ESM launcher, so TypeScript callers (e2e, bench) import it checked.
export const ROOT: string;
export const DEFAULT_MAX_HEAP_MB: number;
export const SEMI_SPACE_MB: number;
export function serverNodeOptions(env?: NodeJS.ProcessEnv): string;
export const SERVER_START_DEADLINE_MS: number;
export const COMPILED_SERVER: string;
export function spawnServer(
  env: NodeJS.ProcessEnv,
  stdio: import('node:child_process').IOType | import('node:child_process').IOType[],
  options?: { compiled?: boolean; detached?: boolean; node?: string },
): import('node:child_process').ChildProcess;
export function freePort(): Promise<number>;
export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The server process's id (node running main.ts or the compiled build). */
  pid: number;
  /** Resolves to the exit code once the server exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
  /** SIGKILL to the server's process tree: no shutdown, as a power cut. */
  crash(): Promise<void>;
}
export function startServer(options?: {
  env?: Record<string, string>;
  dataDir?: string;
  quiet?: boolean;
  /** Receives the server's stdout (its log lines) instead of printing it. */
  onOutput?: (text: string) => void;
  /** Run the compiled build (`npm run build:server`) with node instead of the sources with tsx. */
  compiled?: boolean;
}): Promise<RunningServer>;
