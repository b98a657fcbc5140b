import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One permission idiom on screens: <Action code>/useAction() for the buttons of their own route,
 * useGranted(key) for any other key (platform/access). Screens do not read the session's auth
 * tree or permission list, nor ask the pure access functions, so a key is checked one way only.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCREEN_LAYERS = ['features', 'resources', 'forms'];
const BYPASSES = /\b(authEntries|permissionList|hasPermission|grantedKeys|canUseAction)\b/g;

/** `file: name` for each way around the idiom in `source`. */
function bypasses(file: string, source: string): string[] {
  return Array.from(source.matchAll(BYPASSES), (match) => `${file}: ${match[1]}`);
}

describe('permission idiom', () => {
  it('spots a screen reading the permission list itself', () => {
    const source = "const ok = useSession((s) => s.permissionList.includes('roleList:update'));";
    expect(bypasses('features/x.tsx', source)).toEqual(['features/x.tsx: permissionList']);
    expect(bypasses('features/x.tsx', "const ok = useGranted('roleList:update');")).toEqual([]);
  });

  it('screens check permissions only through <Action>, useAction and useGranted', () => {
    const found = SCREEN_LAYERS.flatMap((layer) =>
      readdirSync(join(SRC, layer), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        .flatMap((name) => {
          const file = join(SRC, layer, name);
          return bypasses(relative(SRC, file), readFileSync(file, 'utf8'));
        }),
    );
    expect(found).toEqual([]);
  });
});
