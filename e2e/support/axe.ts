/** axe-core checks with the WCAG 2.2 AA rule set (issue 7, Quality). */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list (rule, elements) when axe finds any violation. It reads the page as
 * a person sees it once it has settled: colour transitions still running (a button turning from
 * its disabled grey back to its colour as a submit ends, 150 ms) are waited for first, since axe
 * would otherwise measure the contrast of a colour half-way (CI, 30 Nov: `color-contrast` on
 * /login's Sign In once, passing on the retry).
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever: only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(report).toEqual([]);
}

/** True when the page is wider than the viewport (content cut off or scrolling sideways). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
