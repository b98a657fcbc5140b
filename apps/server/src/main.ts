import { buildApp } from './app.js';
import { seedDatabase } from './modules/seed.js';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { DataDirLockedError } from './platform/db/data-dir-lock.js';
import { openDatabase } from './platform/db/database.js';
import { localFileStore } from './platform/storage/local-file-store.js';
import { s3FileStore } from './platform/storage/s3-file-store.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down');
    let exitCode = 0;
    for (const step of [() => app?.close(), () => database.close()]) {
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
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

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
