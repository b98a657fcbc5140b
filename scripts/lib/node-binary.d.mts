// Types for the plain-ESM helper, so TypeScript callers (bench) import it checked.
export const NODE_BINARIES: string;
export function nodePackageName(platform?: string, arch?: string): string;
export function fetchNodeLine(line: string): { version: string; binFolder: string };
