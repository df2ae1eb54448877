import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so its controls respond (gatsby-browser.tsx). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}
