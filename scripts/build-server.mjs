#!/usr/bin/env node
import { join } from 'node:path';
// `npm run build:server`: compiles the server and the contract it imports as TypeScript source into
// one ES module, apps/server/dist/main.js (+ source map), which `npm start` runs with plain node:
// no TypeScript loader at run time. npm packages stay outside the bundle, imported from
// node_modules as they are (native ones such as @node-rs/argon2, sharp and PGlite's wasm must).
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

await build({
  entryPoints: [join(ROOT, 'apps/server/src/main.ts')],
  // One folder below apps/server, as src/server-dir.ts is in the sources: see that file.
  outfile: COMPILED_SERVER,
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
