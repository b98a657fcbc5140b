// Sums the gzip size of the JavaScript a route loads, from Vite's build manifest.
// Usage: npx vite build --manifest && node scripts/measure-bundle.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** Source modules each route renders (lazy screens included), entry first. */
const ROUTES = {
  '/user/login': ['index.html', 'src/features/auth/user-layout.tsx', 'src/features/auth/login-page.tsx'],
  'shell (/dashboard after login)': [
    'index.html',
    'src/app/signed-in-routes.tsx',
    'src/features/dashboard/dashboard-page.tsx',
    'src/features/errors/not-available-page.tsx',
  ],
};

function collect(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in manifest: ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

for (const [route, sources] of Object.entries(ROUTES)) {
  const seen = new Set();
  for (const source of sources) collect(source, seen);
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  console.log(`${route}: ${(gzip / 1024).toFixed(1)} KB gzip in ${files.length} JS files`);
}
