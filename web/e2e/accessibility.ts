import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once and injected into each page it checks. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

function summary(violation: Result): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join('; ')}`);
  return [`  ${violation.id} (${violation.impact}, ${violation.nodes.length}x): ${violation.help}`, ...targets].join(
    '\n',
  );
}

/** One axe-core pass over the page as it is now, once running transitions (a toast fading) have ended. */
async function blockingViolations(page: Page): Promise<Result[]> {
  // Evaluated through the DevTools protocol, not as a <script> tag, which the app's CSP refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (tags) => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations;
  }, WCAG_TAGS);
  return results.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

const nodeKeys = (violation: Result) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`);

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page, as readable lines
 * (empty when there are none). A finding must hold on a second pass: a toast that starts fading
 * out while axe reads it shows blended, lower-contrast colours for a moment, which is not what a
 * person reads; a real violation is there both times.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const first = await blockingViolations(page);
  if (first.length === 0) return [];
  const seen = new Set(first.flatMap(nodeKeys));
  const lasting = (await blockingViolations(page))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => seen.has(`${violation.id} ${node.target.join(' ')}`)),
    }))
    .filter((violation) => violation.nodes.length > 0);
  return lasting.map(summary);
}

/** Fails with every serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousAccessibilityViolations(page);
  if (violations.length > 0) {
    throw new Error(`axe-core (WCAG 2.1 A/AA) em ${new URL(page.url()).pathname}:\n${violations.join('\n')}`);
  }
}
