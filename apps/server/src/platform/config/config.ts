import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SERVER_DIR } from '../../server-dir.js';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../db/database.js';
import type { S3Settings } from '../storage/s3-file-store.js';

/** The built web app of the monorepo, found from this file so the server can start from any cwd. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../web/dist', SERVER_DIR));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** proxy-addr's names for address ranges, accepted in ATRIUM_TRUST_PROXY's list. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address (IPv4 or IPv6), a CIDR range of them, or one of RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whom to believe X-Forwarded-For and X-Forwarded-Proto from: nobody (false), every peer (true:
 * only when nothing but the proxy can reach the port), or the proxies' addresses and ranges.
 */
const trustedProxies = z.string().transform((value, context) => {
  const flag = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(flag)) return true;
  if (['false', '0', 'no'].includes(flag)) return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return entries;
  context.addIssue({
    code: 'custom',
    message: `true, false, or the proxies' addresses or CIDR ranges separated by commas (not: ${bad.join(', ')})`,
  });
  return z.NEVER;
});

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ATRIUM_DATA_DIR: z.string().min(1).default('./data'),
  ATRIUM_PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(4096)
    .default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
  ATRIUM_FILES_DIR: z.string().min(1).optional(),
  ATRIUM_WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ATRIUM_SEED_DEMO: booleanFlag.optional(),
  ATRIUM_LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  ATRIUM_TRUST_PROXY: trustedProxies.default(false),
  ATRIUM_PUBLISH_API_DOCS: booleanFlag.default(false),
  ATRIUM_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  ATRIUM_STORAGE: z.enum(['local', 's3']).default('local'),
  ATRIUM_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ATRIUM_S3_REGION: z.string().min(1).default('us-east-1'),
  ATRIUM_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  ATRIUM_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  ATRIUM_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  ATRIUM_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
});

/** With ATRIUM_STORAGE=s3, these must be set too. */
const S3_REQUIRED = ['ATRIUM_S3_BUCKET', 'ATRIUM_S3_ACCESS_KEY_ID', 'ATRIUM_S3_SECRET_ACCESS_KEY'] as const;

export interface Config {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string; sharedBuffersMb: number } | { kind: 'postgres'; url: string };
  /** Where uploads and export files go: a local folder (default `<ATRIUM_DATA_DIR>/files`) or S3. */
  files: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);
  /** Folder of the built web app, or null when it isn't there (API only). */
  webDist: string | null;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  /** Undefined means "decide from the database": demo data on first creation of the embedded one. */
  seedDemo: boolean | undefined;
  /** Sign-in and registration attempts per client address per minute. */
  loginAttemptsPerMinute: number;
  /**
   * Behind a reverse proxy: take client addresses from X-Forwarded-For and HTTPS from
   * X-Forwarded-Proto, from every peer (true) or only from these addresses and ranges.
   */
  trustProxy: boolean | string[];
  /** /erp/docs (the OpenAPI document and UI) open to anyone; else only to signed-in callers. */
  publishApiDocs: boolean;
  /** On SIGTERM/SIGINT: how long requests in flight and running jobs get to finish. */
  shutdownGraceMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // Empty variables count as unset, as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(present);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (present.ATRIUM_STORAGE === 's3') {
    for (const name of S3_REQUIRED.filter((name) => !present[name])) {
      lines.push(`  ${name}: required when ATRIUM_STORAGE=s3`);
    }
  }
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const webDist = path.resolve(cwd, values.ATRIUM_WEB_DIST ?? DEFAULT_WEB_DIST);
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir: path.resolve(cwd, values.ATRIUM_DATA_DIR),
          sharedBuffersMb: values.ATRIUM_PGLITE_SHARED_BUFFERS_MB,
        },
    files:
      values.ATRIUM_STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: values.ATRIUM_S3_ENDPOINT ?? `https://s3.${values.ATRIUM_S3_REGION}.amazonaws.com`,
            region: values.ATRIUM_S3_REGION,
            bucket: values.ATRIUM_S3_BUCKET!,
            accessKeyId: values.ATRIUM_S3_ACCESS_KEY_ID!,
            secretAccessKey: values.ATRIUM_S3_SECRET_ACCESS_KEY!,
            forcePathStyle: values.ATRIUM_S3_FORCE_PATH_STYLE,
          }
        : {
            kind: 'local',
            dir: path.resolve(cwd, values.ATRIUM_FILES_DIR ?? path.join(values.ATRIUM_DATA_DIR, 'files')),
          },
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    logLevel: values.LOG_LEVEL,
    seedDemo: values.ATRIUM_SEED_DEMO,
    loginAttemptsPerMinute: values.ATRIUM_LOGIN_ATTEMPTS_PER_MINUTE,
    trustProxy: values.ATRIUM_TRUST_PROXY,
    publishApiDocs: values.ATRIUM_PUBLISH_API_DOCS,
    shutdownGraceMs: values.ATRIUM_SHUTDOWN_GRACE_MS,
  };
}
