import { buildApp } from './app.js';
import { seedDatabase } from './modules/seed.js';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { DataDirLockedError } from './platform/db/data-dir-lock.js';
import { openDatabase } from './platform/db/database.js';
import { localFileStore } from './platform/storage/local-file-store.js';
import { s3FileStore } from './platform/storage/s3-file-store.js';

/** How long after the shutdown grace the process exits regardless. */
const HARD_EXIT_MARGIN_MS = 5000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;
  const stop = async (reason: string) => {
    // A signal sent to the whole process group arrives from the launcher as well: one shutdown.
    if (stopping) return;
    stopping = true;
    app?.log.info({ reason, graceMs: config.shutdownGraceMs }, 'shutting down');
    // The grace bounds requests and jobs; this bounds everything else (closing sockets, the pool).
    setTimeout(() => {
      console.error('Shutdown took too long: exiting now.');
      process.exit(1);
    }, config.shutdownGraceMs + HARD_EXIT_MARGIN_MS).unref();
    let exitCode = 0;
    for (const step of [() => app?.shutDown(config.shutdownGraceMs), () => database.close()]) {
      // The database closes even if the HTTP side fails to: that releases the PGlite data-dir lock.
      try {
        await step();
      } catch (error) {
        console.error('Error while shutting down:', error);
        exitCode = 1;
      }
    }
    process.exit(exitCode);
  };
  // `on`, not `once`: a second signal must find this handler, not Node's default (exit at once).
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Started with an IPC channel (scripts/lib/server-process.mjs): the launcher gone, however it
  // went (even SIGKILL), the channel closes, and the server stops rather than live on as an orphan.
  process.once('disconnect', () => void stop('launcher exited'));

  try {
    await seedDatabase(database, { demo: config.seedDemo });
    app = await buildApp({
      database,
      fileStore: config.files.kind === 's3' ? s3FileStore(config.files) : localFileStore(config.files.dir),
      webDist: config.webDist,
      logLevel: config.logLevel,
      loginAttemptsPerMinute: config.loginAttemptsPerMinute,
      trustProxy: config.trustProxy,
      publishApiDocs: config.publishApiDocs,
    });
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      { database: database.kind, webDist: config.webDist ?? '(none: API only)' },
      'Atrium server ready',
    );
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Atrium server failed to start:', error);
  }
  process.exit(1);
});
