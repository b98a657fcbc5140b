import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Rule 8 of the house, server side: modules under src/modules may import one another (stock reads
 * the catalogue's tables), but never in a circle. A module that must act on another's record
 * without importing it registers a hook in its manifest (platform/modules/module-hooks.ts). This
 * walks every import of every module's files and fails on a cycle, however long.
 */

const MODULES = dirname(fileURLToPath(import.meta.url));

/** Import and re-export specifiers of a source: static, side-effect only and dynamic. */
function importSpecifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  return Array.from(source.matchAll(pattern), (match) => match[1]!);
}

/** The module folder a path sits in, or undefined outside src/modules/<module>/. */
function moduleOf(path: string): string | undefined {
  const inside = relative(MODULES, path);
  if (inside.startsWith('..') || !inside.includes(sep)) return undefined;
  return inside.split(sep)[0];
}

type ImportGraph = Map<string, Set<string>>;

/** Module → the other modules its files import (tests left out: they may reach anywhere). */
function moduleGraph(files: readonly { path: string; source: string }[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const { path, source } of files) {
    const from = moduleOf(path);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const specifier of importSpecifiers(source).filter((s) => s.startsWith('.'))) {
      const to = moduleOf(resolve(dirname(path), specifier));
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Each cycle of the graph once, as `a -> b -> a`, starting from its first module by name. */
function cycles(graph: ImportGraph): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.add([...path, start].join(' -> '));
      else if (next > start && !path.includes(next)) walk(start, next, [...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return [...found];
}

function moduleFiles(): { path: string; source: string }[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(MODULES, name))
    .map((path) => ({ path, source: readFileSync(path, 'utf8') }));
}

describe('server module imports', () => {
  it('finds a cycle through relative imports however they are written, and only cycles', () => {
    const at = (module: string, file: string) => join(MODULES, module, file);
    const graph = moduleGraph([
      { path: at('a', 'x.ts'), source: "import { b } from '../b/b.js';" },
      { path: at('b', 'deep/b.ts'), source: "export { c } from '../../c/c.js';" },
      { path: at('c', 'c.ts'), source: "const a = () => import('../../modules/a/x.js');" },
      { path: at('d', 'd.ts'), source: "import { a } from '../a/x.js';\nimport '../d/own.js';" },
    ]);
    expect(cycles(graph)).toEqual(['a -> b -> c -> a']);
  });

  it('no two server modules import each other, directly or round a longer circle', () => {
    expect(cycles(moduleGraph(moduleFiles()))).toEqual([]);
  });
});
