// Node only (tests, tools): never imported by the browser, which reaches endpoints through the entry
// or `@atrium/contract/endpoints/<file>`.
import { readdirSync } from 'node:fs';
import type { Endpoint } from './endpoint.js';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

const endpointValues = (group: unknown): Endpoint[] =>
  typeof group === 'object' && group !== null ? Object.values(group).filter(isEndpoint) : [];

/**
 * The endpoint values of one contract file: its endpoints, and each resource's generated
 * endpoints (CRUD, import/export, and one per named transition).
 */
export function endpointsOf(exports: Record<string, unknown>): Endpoint[] {
  return Object.values(exports).flatMap((value) => {
    if (isEndpoint(value)) return [value];
    const resource = value as { endpoints?: unknown; transitionEndpoints?: unknown } | null;
    return [...endpointValues(resource?.endpoints), ...endpointValues(resource?.transitionEndpoints)];
  });
}

async function endpointsIn(folder: string): Promise<Endpoint[]> {
  const url = new URL(`./${folder}/`, import.meta.url);
  const files = readdirSync(url)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  const modules = await Promise.all(files.map((name) => import(new URL(name, url).href)));
  return modules.flatMap(endpointsOf);
}

/**
 * Every endpoint of the contract, found by reading `src/endpoints/` and `src/resources/`: a new
 * endpoint file is bound, access-tested and fuzzed without being listed anywhere.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...new Set([...(await endpointsIn('endpoints')), ...(await endpointsIn('resources'))]),
];
