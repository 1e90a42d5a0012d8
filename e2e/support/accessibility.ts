import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

type Violation = Pick<axe.Result, 'id' | 'nodes'>;

/**
 * Besides axe's default rules: a control's accessible name contains its visible text (WCAG 2.5.3, label
 * in name), so that a person who speaks to their computer can say what they see. axe marks the rule
 * experimental and leaves it off by default.
 */
const LABEL_IN_NAME: axe.RuleObject = { 'label-content-name-mismatch': { enabled: true } };

/**
 * What axe finds wrong on the page, one `rule: targets` line per rule. A page without frames is checked
 * in place, with axe added once per document. AxeBuilder's run, kept for pages with frames because it
 * reaches into cross-origin ones, merges the frames' results in a blank page it opens for each check:
 * 2.6 s a check on the latest feed here, against 0.3–0.7 s in place.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const violations = page.frames().length > 1 ? (await new AxeBuilder({ page }).options({ rules: LABEL_IN_NAME }).analyze()).violations : await violationsInPlace(page);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function violationsInPlace(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // axe's rules and label in name run; only the nodes of passes and incomplete checks, which nothing reads, are left out.
  return page.evaluate(
    (rules) => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'], rules }).then((results) => results.violations),
    LABEL_IN_NAME,
  );
}
