// Lists the biggest packages inside each built chunk: node scripts/analyze-chunks.mjs [chunk-name-part...]
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const out = await build({
  root: process.cwd(),
  logLevel: 'silent',
  build: { write: false, manifest: false },
});
const output = (Array.isArray(out) ? out[0] : out).output;
const want = process.argv.slice(2);
for (const chunk of output) {
  if (chunk.type !== 'chunk') continue;
  if (want.length && !want.some((w) => chunk.fileName.includes(w))) continue;
  console.log(`\n## ${chunk.fileName} ${(gzipSync(chunk.code).length / 1024).toFixed(1)}KB gz`);
  const mods = Object.entries(chunk.modules)
    .map(([id, m]) => [id.replace(/.*node_modules\//, '').replace('/work/main/', ''), m.renderedLength])
    .sort((a, b) => b[1] - a[1]);
  // group by package
  const pk = {};
  for (const [id, len] of mods) {
    const p = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0];
    const key = p === 'antd' ? id.split('/').slice(0, 3).join('/') : p;
    pk[key] = (pk[key] || 0) + len;
  }
  for (const [p, len] of Object.entries(pk)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25))
    console.log('  ', p, `${(len / 1024).toFixed(1)}KB raw`);
}
