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
  // axe's run in the page itself (legacy mode) instead of a partial run per frame finished in a
  // new blank page, which evaluated axe's 550 KB source twice and opened a page per check; and
  // details only for violations, the one result read here. The checks took half the time
  // (ADR 395). What legacy mode gives up, cross-origin frames, the product's pages do not have.
  // `options` replaces the options it is given, so it comes before `withTags`.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(report).toEqual([]);
}

/** True when the page is wider than the viewport (content cut off or scrolling sideways). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
