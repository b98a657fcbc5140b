#!/usr/bin/env node
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// `npm run build:server`: compiles the server and the contract it imports as TypeScript source into
// one ES module, apps/server/dist/server.js (+ source map), and writes its entry,
// apps/server/dist/main.js, which `npm start` runs with plain node: no TypeScript loader at run
// time. npm packages stay outside the bundle, imported from node_modules as they are (native ones
// such as @node-rs/argon2, sharp and PGlite's wasm must).
import { build } from 'esbuild';
import { COMPILED_SERVER, ROOT } from './lib/server-process.mjs';

/**
 * npm packages compiled into the bundle rather than imported from node_modules. drizzle-orm is
 * ~450 ES module files under one 179 KB package.json whose `exports` lists each of them; Node 22
 * and 24 read that package.json's exports again for every one of those files: ~0.9 s of a start
 * (Node 20: ~0.2 s to load them). Only the server imports it (no other package does), so one copy.
 */
const COMPILED_IN = /^(@atrium\/|drizzle-orm(\/|$))/;

/** Bare imports stay imports, except the workspace's TypeScript packages and COMPILED_IN. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      COMPILED_IN.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

// A fresh folder: nothing left from an earlier build's layout.
rmSync(dirname(COMPILED_SERVER), { recursive: true, force: true });

await build({
  entryPoints: { server: join(ROOT, 'apps/server/src/main.ts') },
  // One folder below apps/server, as src/server-dir.ts is in the sources: see that file.
  outdir: dirname(COMPILED_SERVER),
  // What the server imports on demand (import()) stays a file of its own, loaded on demand: the
  // PostgreSQL driver's part of drizzle-orm, which imports node-postgres, is not loaded on PGlite.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Relative to the map's folder, so stack traces name apps/server/src/… and packages/contract/src/….
  sourceRoot: '',
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
  legalComments: 'none',
});

// The entry, written last (its age is what tells a stale build, scripts/lib/builds.mjs). Node 22.1
// and later keep the code V8 compiles for the bundle and its npm packages on disk
// (NODE_COMPILE_CACHE, else the system's temp folder) and reuse it at the next start, ~10 % of a
// restart (docs/architecture.md §3k). Only modules loaded after the call are cached, so it runs
// before the bundle is imported. Node 20 has no such cache: there the call is skipped.
writeFileSync(
  COMPILED_SERVER,
  `// Written by scripts/build-server.mjs: enables Node's compile cache, then starts the server.
import module from 'node:module';
module.enableCompileCache?.();
await import('./server.js');
`,
);
