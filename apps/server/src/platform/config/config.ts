import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The built web app of the monorepo, found from this file so the server can start from any cwd. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ATRIUM_DATA_DIR: z.string().min(1).default('./data'),
  ATRIUM_FILES_DIR: z.string().min(1).optional(),
  ATRIUM_WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ATRIUM_SEED_DEMO: booleanFlag.optional(),
  ATRIUM_LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  ATRIUM_TRUST_PROXY: booleanFlag.default(false),
});

export interface Config {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  /** Where uploads and export files go: a local folder (default `<ATRIUM_DATA_DIR>/files`). */
  files: { kind: 'local'; dir: string };
  /** Folder of the built web app, or null when it isn't there (API only). */
  webDist: string | null;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  /** Undefined means "decide from the database": demo data on first creation of the embedded one. */
  seedDemo: boolean | undefined;
  /** Sign-in and registration attempts per client address per minute. */
  loginAttemptsPerMinute: number;
  /** Behind a reverse proxy: take client addresses from X-Forwarded-For. */
  trustProxy: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // Empty variables count as unset, as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const webDist = path.resolve(cwd, values.ATRIUM_WEB_DIST ?? DEFAULT_WEB_DIST);
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(cwd, values.ATRIUM_DATA_DIR) },
    files: {
      kind: 'local',
      dir: path.resolve(cwd, values.ATRIUM_FILES_DIR ?? path.join(values.ATRIUM_DATA_DIR, 'files')),
    },
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    logLevel: values.LOG_LEVEL,
    seedDemo: values.ATRIUM_SEED_DEMO,
    loginAttemptsPerMinute: values.ATRIUM_LOGIN_ATTEMPTS_PER_MINUTE,
    trustProxy: values.ATRIUM_TRUST_PROXY,
  };
}
