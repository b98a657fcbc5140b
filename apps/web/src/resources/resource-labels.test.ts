import type { Fields, Resource } from '@atrium/contract';
import { describe, expect, it } from 'vitest';

const zhFiles = import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.ts', { eager: true });
const enFiles = import.meta.glob<Record<string, unknown>>('../locales/en/*.ts', { eager: true });
const contractFiles = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contract/src/resources/*.ts',
  { eager: true },
);

/** Every key of every locale file of one locale (each file exports its namespace's flat texts). */
function keysOf(files: Record<string, Record<string, unknown>>): Set<string> {
  const keys = new Set<string>();
  for (const file of Object.values(files))
    for (const texts of Object.values(file))
      if (texts && typeof texts === 'object') for (const key of Object.keys(texts)) keys.add(key);
  return keys;
}

const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && 'fields' in value && 'basePath' in value;

/** The label keys a resource's screens look up: each field's, each enum value's (`label.value`). */
function labelKeysOf(fields: Fields): string[] {
  return Object.values(fields).flatMap((def) => [
    def.labelKey,
    ...(def.kind === 'enum' ? (def.values ?? []).map((value) => `${def.labelKey}.${value}`) : []),
  ]);
}

describe('resource labels', () => {
  const resources = Object.values(contractFiles).flatMap((file) => Object.values(file).filter(isResource));

  it('finds the contract resources', () => {
    expect(resources.length).toBeGreaterThan(10);
  });

  it.each([
    ['zh-CN', keysOf(zhFiles)],
    ['en', keysOf(enFiles)],
  ])('has a %s text for every field and enum value of every resource', (_locale, keys) => {
    const missing = resources.flatMap((resource) =>
      [...labelKeysOf(resource.fields), ...(resource.lines ? labelKeysOf(resource.lines.fields) : [])]
        // `resources:owner.user` names its namespace (i18next's `ns:key`).
        .filter((key) => !keys.has(key.replace(/^[\w-]+:/, '')))
        .map((key) => `${resource.name}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
