#!/usr/bin/env node
// Makes sure Debian's Chromium and the CJK fonts are installed (end-to-end tests and screenshots
// need both; without the fonts, Chinese renders as empty boxes). Installs them with apt-get when
// running as root, as on CI and the development machines; otherwise says what to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function hasCjkFont() {
  const result = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return result.status === 0 && /Noto (Sans|Serif) CJK/i.test(result.stdout);
}

export function ensureBrowser() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing ${missing.join(', ')}: run \`sudo apt-get install -y ${missing.join(' ')}\``);
  }
  console.log(`[ensure-browser] installing ${missing.join(', ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(CHROMIUM_PATH)) throw new Error('chromium is still missing after apt-get install');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureBrowser();
