import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const TEST_FOLDERS = ['src', 'test'];

/**
 * A test file that must also run on the embedded database says why in a line of its own:
 * `// On PGlite too: <why>`. `npm test` runs every file on PostgreSQL 15, and on PGlite only these
 * (ATRIUM_TEST_SELECTION=embedded): the tests about the embedded database, the schema parity and
 * smoke walks, and the races whose locking SQL must hold on both.
 */
export const EMBEDDED_MARKER = /^\/\/ On PGlite too: \S/m;

function embeddedTestFiles(): string[] {
  return TEST_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(folder, file))
      .filter((file) => EMBEDDED_MARKER.test(readFileSync(path.join(ROOT, file), 'utf8'))),
  );
}

export default defineConfig({
  test: {
    name: 'server',
    include:
      process.env.ATRIUM_TEST_SELECTION === 'embedded'
        ? embeddedTestFiles()
        : TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
    // Each test file builds its own app on its own copy of a database the global setup migrated and
    // seeded once (test/database-templates.ts); files run in parallel, one per worker.
    pool: 'forks',
    // A worker imports the server's module graph once for all its files instead of once per file
    // (that import, not the tests, was most of a file's time). Files build their own app and
    // database, so nothing else is shared; a test that changes module state puts it back.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
