// Types for the plain-ESM build helper, so TypeScript callers (e2e) import it checked.
export interface Build {
  name: string;
  output: string;
  sources: string[];
  command: string[];
}
export const WEB_BUILD: Build;
export const SERVER_BUILD: Build;
export function buildIfStale(build: Build): boolean;
