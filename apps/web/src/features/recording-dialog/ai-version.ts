import { AI_LABEL_TRUNCATE } from '@atrium/contract';

/** [major, minor] of `v1.2.3` / `2.0` (missing parts are 0). */
export function majorMinor(version: string): [number, number] {
  const [major = 0, minor = 0] = version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor];
}

/** Compares by major and minor only (spec §5): negative, 0 or positive. */
export function compareMajorMinor(a: string, b: string): number {
  const [aMajor, aMinor] = majorMinor(a);
  const [bMajor, bMinor] = majorMinor(b);
  return aMajor - bMajor || aMinor - bMinor;
}

/** The panel shows the v2-style content only when the version is above 2.0. */
export const isV2Content = (version: string) => compareMajorMinor(version, '2.0') > 0;

/** An AI label as shown: truncated at 36 characters with an ellipsis (the tooltip holds it whole). */
export function truncateLabel(label: string, max = AI_LABEL_TRUNCATE): { text: string; truncated: boolean } {
  const chars = [...label];
  return chars.length > max
    ? { text: `${chars.slice(0, max).join('')}…`, truncated: true }
    : { text: label, truncated: false };
}

/** `key:value` labels grouped by key, in first-seen order (the v2-style view). */
export function groupLabels(labels: readonly string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const label of labels) {
    const at = label.search(/[:：]/);
    const key = at > 0 ? label.slice(0, at) : '';
    const value = at > 0 ? label.slice(at + 1) : label;
    groups.set(key, [...(groups.get(key) ?? []), value]);
  }
  return [...groups];
}
