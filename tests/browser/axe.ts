import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every page is held to: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Waits two frames (a scroll's listeners run in the next one) and then for every finite animation and
 * transition to end: the header turns opaque in a transition once the page scrolls, and colour contrast
 * measured halfway through it fails against a background that is about to be there.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe's violations on the page as it stands once still, one line per rule naming its elements.
 *
 * In axe's "legacy" mode, the one run in the page itself: the default mode opens a blank page after
 * every analysis to merge the results of cross-origin frames, about 1.2 s a call on a 2-core machine,
 * and the site's pages can hold no such frame (their policy allows only their own origin). Frames of
 * the same origin are still analysed.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
