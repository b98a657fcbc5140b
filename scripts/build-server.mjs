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

/** Bare imports stay imports, except the workspace's own TypeScript packages, which are compiled in. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@atrium/') ? undefined : { path: args.path, external: true },
    );
  },
};

// A fresh folder: nothing left from an earlier build's layout.
rmSync(dirname(COMPILED_SERVER), { recursive: true, force: true });

await build({
  entryPoints: [join(ROOT, 'apps/server/src/main.ts')],
  // One folder below apps/server, as src/server-dir.ts is in the sources: see that file.
  outfile: join(dirname(COMPILED_SERVER), 'server.js'),
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
