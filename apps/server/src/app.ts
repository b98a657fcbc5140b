import { filesApi, IMPORT_MAX_BYTES } from '@atrium/contract';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { SERVER_MODULES } from './modules/modules.js';
import { installAccessControl } from './platform/access/access-control.js';
import { installDataScopes } from './platform/access/install-data-scopes.js';
import { approvalPointGates } from './platform/approvals/approval-points.js';
import { installBusinessCalendar } from './platform/business-calendar/install-business-calendar.js';
import type { Database, Db } from './platform/db/database.js';
import { installOpenApi } from './platform/docs/openapi.js';
import { installDocumentNumbers } from './platform/document-numbers/install-document-numbers.js';
import { installApiCacheControl } from './platform/http/api-cache-control.js';
import { AppError } from './platform/http/app-error.js';
import { useZodSchemasForDocsOnly } from './platform/http/bind-endpoint.js';
import { installErrorHandler } from './platform/http/error-handler.js';
import { installGracefulShutdown } from './platform/http/graceful-shutdown.js';
import { installJsonBodyParser } from './platform/http/json-body.js';
import { installMultipart } from './platform/http/multipart-file.js';
import { installRequestContext } from './platform/http/request-context.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { installIdempotency } from './platform/idempotency/install-idempotency.js';
import { installJobs } from './platform/jobs/install-jobs.js';
import type { JobQueueOptions } from './platform/jobs/job-queue.js';
import { ModuleHookRegistry } from './platform/modules/module-hooks.js';
import type { ModuleContext, ServerModule } from './platform/modules/server-module.js';
import { installNotifications } from './platform/notifications/install-notifications.js';
import { installRealtime, installWebSocketTransport } from './platform/realtime/install-realtime.js';
import { installReferences } from './platform/references/install-references.js';
import type { FileStore } from './platform/storage/file-store.js';
import { installTimelines } from './platform/timeline/install-timelines.js';
import { TransitionRegistry } from './platform/transitions/record-transitions.js';
import { installWebAndFallback } from './platform/web/static-web.js';

export interface AppOptions {
  database: Database;
  /** Uploads and export files. */
  fileStore: FileStore;
  /** Built web app folder to serve, or null for API only. */
  webDist?: string | null;
  logLevel?: string;
  /** Where log lines go (default stdout); a test collects them to show what the server saw. */
  logStream?: { write(line: string): void };
  /** Sign-in attempts per client address per minute (default 30). */
  loginAttemptsPerMinute?: number;
  /** Trust X-Forwarded-For and X-Forwarded-Proto (behind a reverse proxy): from every peer, or these. */
  trustProxy?: boolean | string[];
  /** The OpenAPI document and UI at /erp/docs open to anyone (default: signed-in callers only). */
  publishApiDocs?: boolean;
  /** Extra route registrations after the modules (tests use it to probe the platform). */
  extraRoutes?: (app: FastifyInstance, db: Db) => void;
  /**
   * Modules outside the list, without tables or demo data of their own (tests use it to prove the
   * platform runs another module's hook or gate as a listed one's, and to run a test-only document
   * module: its routes, document kinds, hooks and gates).
   */
  extraModules?: readonly Pick<
    ServerModule,
    'name' | 'hooks' | 'transitionGates' | 'approvalPoints' | 'routes' | 'documentKinds'
  >[];
  /** Job queue tuning (tests poll faster). */
  jobs?: Partial<
    Pick<JobQueueOptions, 'concurrency' | 'pollMs' | 'heartbeatMs' | 'staleMs' | 'now' | 'abortWaitMs'>
  >;
}

/**
 * Builds the server: platform plugins first, then the listed modules' jobs and routes
 * (modules/modules.ts), then the web app. The caller
 * may add hooks before `listen()` / `ready()`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database } = options;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', ...(options.logStream && { stream: options.logStream }) },
    trustProxy: options.trustProxy ?? false,
    // JSON bodies only; file uploads will go through multipart with their own limits.
    bodyLimit: 2 * 1024 * 1024,
    // Requests arriving while the server stops get a localized 503 from installGracefulShutdown.
    return503OnClosing: false,
  });
  useZodSchemasForDocsOnly(app);
  installRequestContext(app);
  installGracefulShutdown(app);
  installErrorHandler(app);
  installJsonBodyParser(app);
  await installWebSocketTransport(app);
  installAccessControl(app, database.db, { publishApiDocs: options.publishApiDocs ?? false });
  installApiCacheControl(app);

  await installSecurityHeaders(app);
  // Only routes that ask for it (bindEndpoint's `rateLimit` option, e.g. sign-in).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'tooManyRequests'),
  });
  await installOpenApi(app);
  // Uploads and imports: one file per request, never larger than the biggest route limit.
  await installMultipart(app, Math.max(filesApi.UPLOAD_MAX_BYTES, IMPORT_MAX_BYTES));

  await installRealtime(app, database);
  const jobs = installJobs(app, {
    db: database.db,
    fileStore: options.fileStore,
    singleProcess: database.kind === 'pglite',
    ...options.jobs,
  });
  installIdempotency(app, database.db);
  const context: ModuleContext = {
    app,
    database,
    db: database.db,
    fileStore: options.fileStore,
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 30,
  };
  installDataScopes(
    app,
    SERVER_MODULES.flatMap((listed) => listed.scopeAssignments ?? []),
  );
  installReferences(
    app,
    database.db,
    SERVER_MODULES.flatMap((listed) => listed.references ?? []),
  );
  const modules = [...SERVER_MODULES, ...(options.extraModules ?? [])];
  installDocumentNumbers(
    app,
    database.db,
    modules.flatMap((listed) => listed.documentKinds ?? []),
  );
  installBusinessCalendar(app, database.db);
  installNotifications(app, database.db);
  app.decorate('moduleHooks', new ModuleHookRegistry(modules));
  app.decorate(
    'approvalPoints',
    modules.flatMap((listed) => listed.approvalPoints ?? []),
  );
  app.decorate('approvalStarter', null);
  app.decorate(
    'transitions',
    new TransitionRegistry(database.db, app.moduleHooks, [
      ...modules.flatMap((listed) => listed.transitionGates ?? []),
      ...approvalPointGates(app.approvalPoints, () => app.approvalStarter),
    ]),
  );
  for (const listed of SERVER_MODULES) {
    listed.jobs?.(jobs, context);
    for (const schedule of listed.schedules ?? []) jobs.schedule(schedule);
    listed.routes?.(context);
  }
  for (const extra of options.extraModules ?? []) extra.routes?.(context);
  installTimelines(
    app,
    database.db,
    SERVER_MODULES.flatMap((listed) => listed.timelineKinds ?? []),
  );
  options.extraRoutes?.(app, database.db);
  app.moduleHooks.assertEveryHookRaised();
  app.transitions.assertEveryGateRegistered();

  await installWebAndFallback(app, options.webDist ?? null);
  return app;
}
