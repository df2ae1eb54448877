import { expect, test } from "@playwright/test";
import { checklistFilePaths } from "../../src/content/checklist-files";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { content, pathOf, uiString } from "../support/site-content";

const route = content.routes.find((candidate) => candidate.template === "bird-checklist")!;

/** The checklist to take along, as a visitor finds it on the checklist page: with and without script, on a phone and a desktop. */
for (const javaScriptEnabled of [true, false]) {
  for (const width of [390, 1440]) {
    test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript at ${width} px`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: width < 800 ? 844 : 900 } });
      for (const language of LANGUAGES) {
        test(`the checklist page offers its PDF and CSV, each with its size, and they download (${language})`, async ({ page, request }) => {
          await page.goto(pathOf("bird-checklist", language));
          const files = checklistFilePaths(route, content.site.productName, language);
          const pdf = page.getByRole("link", { name: uiString(language, "wildlife:checklist.downloads.pdf"), exact: true });
          const csv = page.getByRole("link", { name: uiString(language, "wildlife:checklist.downloads.csv"), exact: true });
          await expect(pdf).toBeVisible();
          await expect(pdf).toHaveAttribute("href", files.pdf);
          await expect(csv).toHaveAttribute("href", files.csv);
          await expect(csv).toHaveAttribute("download", "");
          // The size beside each link, in the page's number format (kB).
          await expect(pdf.locator("xpath=..")).toContainText(/\d+([.,]\d)? (kB|MB)$/);
          const answer = await request.get(files.pdf);
          expect(answer.headers()["content-type"]).toBe("application/pdf");
          expect((await answer.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
        });
      }
    });
  }
}
