import type { BrowserContext, Page } from "@playwright/test";
import { POPUP_CLOSED_DATE_KEY, POPUP_CLOSED_KEY } from "../../src/lib/behaviours/popup";

/**
 * Stores the lookout popup as closed before any page of `target` runs, as a visitor who closed it has
 * it: tests about something else are not covered by it, or robbed of focus, when a busy machine makes
 * them take longer than its 1 s delay (popup.test.ts tests the popup itself).
 */
export async function closePopupBeforehand(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(
    ([closedKey, closedDateKey]) => {
      localStorage.setItem(closedKey, "true");
      localStorage.setItem(closedDateKey, new Date().toISOString());
    },
    [POPUP_CLOSED_KEY, POPUP_CLOSED_DATE_KEY] as const,
  );
}
