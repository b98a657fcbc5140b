import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Rule 7 of the house: feature folders don't import each other. Shared pieces live in platform/,
 * resources/, forms/, shell/, locales/ or @atrium/contract, and features are composed at the route
 * (app/ and the feature manifests). This walks every import of apps/web/src/features/* and fails
 * on one that reaches into another feature folder, however it is written.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = join(SRC, 'features');

/** Import and re-export specifiers of a source: static, side-effect only and dynamic. */
function importSpecifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  return Array.from(source.matchAll(pattern), (match) => match[1]!);
}

/** The feature folder a file sits in, or undefined outside apps/web/src/features. */
function featureOf(file: string): string | undefined {
  const path = relative(FEATURES, file);
  if (path.startsWith('..') || path === '') return undefined;
  return path.split(sep)[0];
}

/** `file -> specifier` for each import of `source` (at `file`) that lands in another feature. */
function crossFeatureImports(file: string, source: string): string[] {
  const own = featureOf(file);
  return importSpecifiers(source)
    .filter((specifier) => specifier.startsWith('.'))
    .filter((specifier) => {
      const target = featureOf(resolve(dirname(file), specifier));
      return target !== undefined && target !== own;
    })
    .map((specifier) => `${relative(FEATURES, file)} -> ${specifier}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

describe('feature boundaries (rule 7)', () => {
  it('finds static, re-exported and dynamic imports of a sibling feature, however deep', () => {
    const file = join(FEATURES, 'crm-business', 'detail', 'business-card.tsx');
    const source = [
      "import { CustomerPicker } from '../../crm-customers/picker/customer-picker';",
      "export { x } from '../../../features/crm-tags/tag-filter';",
      "const page = () => import('../../call-records/call-record-list-page');",
      "import { useAction } from '../../../platform/access/use-action';",
      "import { BUSINESS_NS } from '../business-i18n';",
      "import { money } from '@atrium/contract';",
    ].join('\n');
    expect(crossFeatureImports(file, source)).toEqual([
      `${join('crm-business', 'detail', 'business-card.tsx')} -> ../../crm-customers/picker/customer-picker`,
      `${join('crm-business', 'detail', 'business-card.tsx')} -> ../../../features/crm-tags/tag-filter`,
      `${join('crm-business', 'detail', 'business-card.tsx')} -> ../../call-records/call-record-list-page`,
    ]);
  });

  it('no feature folder imports another one', () => {
    const crossings = sourceFiles(FEATURES).flatMap((file) =>
      crossFeatureImports(file, readFileSync(file, 'utf8')),
    );
    expect(crossings).toEqual([]);
  });

  it('no shared layer (shell, platform, resources, forms, locales) imports a feature folder', () => {
    // Features register what the shell shows (screens, slots) through their manifests instead.
    const layers = ['shell', 'platform', 'resources', 'forms', 'locales'].map((name) => join(SRC, name));
    const reaching = layers.flatMap(sourceFiles).flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => featureOf(resolve(dirname(file), specifier)) !== undefined)
        .map((specifier) => `${relative(SRC, file)} -> ${specifier}`),
    );
    expect(reaching).toEqual([]);
  });
});
