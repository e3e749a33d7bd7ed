import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Runs axe on the page as it is now; fails listing every violation, with where it is. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  // Nothing still loading: skeletons and "Loading…" notes are not what people read.
  await expect(page.locator('.skeleton')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    // The only frames are the map's and a played video's, from hosts these tests never reach.
    // Besides the default rules: a visible label that isn't where the accessible name starts.
    // Only violations are gathered: what passed is not needed, and listing it costs a third more.
    .options({
      iframes: false,
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
        .join('\n')}`,
  );
  expect.soft(found, `axe on ${where}`).toEqual([]);
}
