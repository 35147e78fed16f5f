import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, and axe's best practices (landmarks, heading order, one main...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface Violation {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on what the page shows now. The script goes in through the DevTools protocol, so the
 * app's Content-Security-Policy does not stand in its way. A visible name that differs from the
 * accessible one (an experimental rule) is checked too: voice control users say what they see.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: axe then gathers no detail of the passes (its own performance advice).
        resultTypes: ['violations'],
        rules: { 'label-content-name-mismatch': { enabled: true } },
      }),
    TAGS,
  );
  return results.violations.map((violation: Result) => ({
    rule: violation.id,
    impact: violation.impact ?? undefined,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

export const isSerious = (violation: Violation) =>
  violation.impact === 'serious' || violation.impact === 'critical';
