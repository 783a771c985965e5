// One way to ask axe about a page, so every suite reports violations in the same readable form.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** `all` for pages we hold to zero violations; `serious` keeps only serious and critical ones. */
export type AxeThreshold = 'all' | 'serious';

/** Violations as `rule: selector, selector` lines (empty when clean). */
export async function axeViolations(page: Page, threshold: AxeThreshold = 'all'): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => threshold === 'all' || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
