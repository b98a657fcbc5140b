import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, read once: injected into each page it checks. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets we hold every screen to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending nodes (the first few), to find them in the page. */
  targets: string[];
  nodes: number;
}

/**
 * The serious and critical WCAG A/AA violations axe finds on the page as it is now. Only those
 * two impacts fail a test; moderate and minor ones are for the report.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Every WCAG A/AA violation axe finds on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy (script-src 'self')
  // refuses inline scripts, and a check must see the page with the headers users get.
  if (!injected) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
      .axe;
    return (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    };
  }, WCAG_AA_TAGS);
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    nodes: violation.nodes.length,
  }));
}

/** One line per violation, for a failing assertion's message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.rule} (${v.nodes} nodes): ${v.help}\n    ${v.targets.join('\n    ')}`)
    .join('\n');
}
