import type { Page } from "@playwright/test";

/**
 * Pauses the page's installed clock a moment from now. The page's clock keeps running between
 * reading its time and pausing it, and a slow machine can take longer than any fixed margin, so a
 * target that has already passed is retried further ahead instead of failing the test.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (const margin of [500, 2000, 5000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (!String(error).includes("to the past")) throw error;
    }
  }
  throw new Error("The page clock kept outrunning the pause target.");
}
