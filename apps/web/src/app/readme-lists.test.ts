import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { walkMenu } from '@atrium/contract';
import { describe, expect, it } from 'vitest';

/**
 * The README names the lists with an 导入 and an 导出 button. Which screens have them is read here
 * from the code (each feature manifest's screens and the files they import within their feature),
 * so adding the button to a list without naming it in the README, or the reverse, fails.
 */
const WEB_SRC = resolve(__dirname, '..');
const FEATURES = join(WEB_SRC, 'features');
const README = readFileSync(resolve(WEB_SRC, '../../../README.md'), 'utf8');

const TITLES = new Map([...walkMenu()].map(({ entry }) => [entry.key, entry.titleZh]));

/** A file and every file of the same feature whose components it renders, directly or not. */
function featureClosure(file: string, feature: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, names, target] of source.matchAll(/import \{([^}]*)\} from '(\.{1,2}\/[^']+)'/g)) {
    // Only components it renders (`<Name`): a path or a hook taken from a screen is not that screen.
    const rendered = names!
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
      )
      .filter(Boolean)
      .some((name) => new RegExp(`<${name}[\\s/>]`).test(source));
    const base = resolve(dirname(file), target!);
    if (!rendered || !base.startsWith(feature)) continue;
    const found = ['.tsx', '.ts', '/index.ts']
      .map((ext) => base + ext)
      .find((path) => existsSync(path) && statSync(path).isFile());
    if (found) featureClosure(found, feature, seen);
  }
  return seen;
}

/** Menu titles of the screens whose files render one of `buttons` (a JSX tag name). */
function screensWith(buttons: readonly string[]): string[] {
  const titles: string[] = [];
  for (const name of readdirSync(FEATURES)) {
    const feature = join(FEATURES, name);
    const manifest = readdirSync(feature).find((file) => file.endsWith('.module.ts'));
    if (!manifest) continue;
    const source = readFileSync(join(feature, manifest), 'utf8');
    for (const [, key, file] of source.matchAll(/(\w+): lazyScreen\(\(\) => import\('\.\/([^']+)'\)/g)) {
      const files = featureClosure(resolve(feature, `${file}.tsx`), feature);
      const renders = [...files].some((path) =>
        buttons.some((button) => readFileSync(path, 'utf8').includes(`<${button}`)),
      );
      if (renders) titles.push(TITLES.get(key!) ?? key!);
    }
  }
  return titles.sort();
}

/** The list the README gives in parentheses after `lead`, names before any note in brackets. */
function readmeList(lead: string): string[] {
  const start = README.indexOf(lead);
  expect(start, lead).toBeGreaterThanOrEqual(0);
  const open = start + lead.length;
  expect(README[open], `"${lead}" is followed by its list in parentheses`).toBe('(');
  const close = README.indexOf(')', open);
  return README.slice(open + 1, close)
    .split(/,\s*/)
    .map((item) => item.trim())
    .sort();
}

describe('the README on import and export', () => {
  it('names every list with an 导入 button, and only those', () => {
    expect(readmeList('Lists with an 导入 button ')).toEqual(
      screensWith(['ImportButton', 'ImportTargetButton']),
    );
  });

  it('names every list with an 导出 button, and only those', () => {
    expect(readmeList('Lists with an 导出 button ')).toEqual(
      screensWith(['ExportButton', 'ListExportButton']),
    );
  });
});
