/**
 * @jest-environment node
 */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { checklistPages, type ChecklistPageContext } from "../../content/checklist-page";
import { siteContent } from "../../content/content-store";
import { listedEntries } from "../../content/entry-pages";
import { CHECKLIST_BUDGETS } from "../../build/page-weight";
import { brotliOf } from "../../lib/files/compression";
import { withI18n } from "../../test-utils/render";
import { largeChecklist } from "../../../tests/support/large-checklist";
import { Checklist } from ".";

const content = siteContent();
const route = content.routes.find((candidate) => candidate.template === "bird-checklist")!;
const published = largeChecklist();
const pages = checklistPages(route, published, listedEntries(content), "bird-checklist.tsx").filter((page) => !page.context.bare);

/** What a page of the checklist weighs, compressed as the server sends it: its list's HTML, and its page data (Gatsby fetches the context). */
function weight(context: ChecklistPageContext) {
  const html = renderToStaticMarkup(
    withI18n(<Checklist checklist={context.checklist} language={context.language} path={context.alternates[context.language]} />, context.language),
  );
  return { html: brotliOf(Buffer.from(html)).length, rawHtml: Buffer.byteLength(html), data: brotliOf(Buffer.from(JSON.stringify(context))).length };
}

describe("the checklist at the scale of a real hotspot (600 species, 20,000 checklists)", () => {
  it("generates what it claims", () => {
    expect(published.frequencies.species.length).toBeGreaterThan(590);
    expect(published.frequencies.periodChecklists.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(17_000);
  });

  it.each(pages.map((page) => [page.path, page.context as ChecklistPageContext]))("%s stays within the checklist's budgets", (path, context) => {
    const { html, rawHtml, data } = weight(context);
    const budget = context.checklist.filter?.kind === "month" ? CHECKLIST_BUDGETS.month : CHECKLIST_BUDGETS.year;
    expect(rawHtml).toBeLessThanOrEqual(budget.rawHtml);
    expect(html).toBeLessThanOrEqual(budget.html);
    expect(data).toBeLessThanOrEqual(budget.data);
  });
});
