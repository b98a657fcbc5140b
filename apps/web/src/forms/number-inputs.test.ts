import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A form never changes what was typed without saying so: antd's InputNumber clamps to `min`/`max`
 * and rounds to `precision` on blur, silently. Number fields take none of the three and say what
 * is wrong on the field instead (forms/number-rules.ts, resources/record-form-rules.ts).
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the props stay, and why: neither saves what was typed. */
const ALLOWED: Record<string, string> = {
  'resources/filter-form.tsx': 'a list filter: the amount it filters by is shown in the box',
  'forms/designer/prop-controls.tsx': "the designer's own property editors (span, rows, sizes)",
};

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The attribute text of each `<InputNumber …>` element (braces balanced, so `=>` does not end it). */
function inputNumberTags(source: string): string[] {
  const tags: string[] = [];
  for (let at = source.indexOf('<InputNumber'); at >= 0; at = source.indexOf('<InputNumber', at + 1)) {
    let depth = 0;
    let end = at;
    for (; end < source.length; end += 1) {
      const char = source[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    tags.push(source.slice(at, end));
  }
  return tags;
}

describe('number inputs', () => {
  it('never clamp or round what was typed (no min, max or precision on an InputNumber)', () => {
    const offenders = sources(SRC).flatMap((file) => {
      const path = relative(SRC, file).split('\\').join('/');
      if (ALLOWED[path]) return [];
      return inputNumberTags(readFileSync(file, 'utf8'))
        .filter((tag) => /\s(min|max|precision)=/.test(tag))
        .map(() => path);
    });
    expect(offenders).toEqual([]);
  });
});
