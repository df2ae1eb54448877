/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Actions, CreatePagesArgs, PluginOptions } from "gatsby";
import { published } from "../test-utils/published-checklist";
import { createPages } from "./gatsby-hooks";
import { templateFile } from "../content/create-pages";

// A build that has records: the checklist this build publishes is the small fixture one.
jest.mock("../content/sightings", () => ({ publishedChecklist: () => jest.requireActual("../test-utils/published-checklist").published }));

describe("createPages with a checklist", () => {
  const missing = path.join(os.tmpdir(), "no-chromium-here", "chromium");
  const before = process.env.CHROMIUM_PATH;
  beforeAll(() => (process.env.CHROMIUM_PATH = missing));
  afterAll(() => (before === undefined ? delete process.env.CHROMIUM_PATH : (process.env.CHROMIUM_PATH = before)));

  it("stops the build, saying how to get Chromium, when there is none to print the checklist's PDF", async () => {
    expect(published.frequencies.species.length).toBeGreaterThan(0);
    const createPage = jest.fn();
    const panicOnBuild = jest.fn();
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
    await createPages?.(
      {
        actions: { createPage, createRedirect: jest.fn() } as unknown as Actions,
        store: { getState: () => ({ program: { directory } }) },
        reporter: { panicOnBuild },
      } as unknown as CreatePagesArgs & { traceId: "initial-createPages" },
      { plugins: [] } as PluginOptions,
      () => undefined,
    );
    expect(panicOnBuild).toHaveBeenCalledTimes(1);
    expect(String(panicOnBuild.mock.calls[0]?.[0])).toContain(`there is none at ${missing}`);
    expect(String(panicOnBuild.mock.calls[0]?.[0])).toContain("apt-get install chromium");
    // Where a panic only reports (gatsby develop), the checklist page is still made, linking no file.
    const checklistPages = createPage.mock.calls.filter(([page]: [{ component: string }]) => page.component === templateFile("bird-checklist"));
    expect(checklistPages.length).toBeGreaterThan(0);
    expect(checklistPages.filter(([page]: [{ context: object }]) => "downloads" in page.context)).toEqual([]);
  });
});
