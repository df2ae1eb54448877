import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ImportResult } from "../../src/server/sightings/import-sightings";
import { IMPORT_MEMORY_BOUND_BYTES, MAX_EBIRD_EXPORT_BYTES } from "../../src/server/sightings/lodge-import";
import { writeLargeExport, type LargeExport } from "../support/large-export";
import { postReports } from "../support/load";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";
import { signedInStaff, type SignedIn } from "../support/staff-session";

/** What a visitor's page may take while staff import the largest export: no one notices the import. */
const PAGE_MS = 200;
/** Checklists that make an export of about 50 MB (about 2,150 bytes each), just under the upload limit. */
const CHECKLISTS = 23_200;
const MB = 1024 * 1024;

let exportFile: string;
let generated: LargeExport;

beforeAll(() => {
  exportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "large-export-")), "MyEBirdData.csv");
  generated = writeLargeExport(exportFile, CHECKLISTS);
}, 60_000);
afterAll(() => fs.rmSync(path.dirname(exportFile), { recursive: true, force: true }));

// Two more tries: the page times are wall-clock on a 2-core machine that also runs PostgreSQL and this
// test's own upload; one page at 202 ms in 350 has been seen on a quiet one, and pages at 0.7 to 1.4 s
// while browser tests ran beside it. The code before blocked pages for 0.5 to 4 s on every try.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_SETUPS)("a 50 MB eBird import while visitors use the site, on the $name setup", (setup) => {
  let server: SiteServer | undefined;
  let staff: SignedIn;

  // A new database and server for each try: an export imported once is not taken again.
  beforeEach(async () => {
    await server?.stop();
    const env = await setup.create();
    const locationsFile = path.join(env["DATA_DIR"] ?? os.tmpdir(), "ebird-locations.json");
    fs.writeFileSync(locationsFile, JSON.stringify(generated.locations));
    // Behind a proxy, so that the reports speak for visitors, each well inside its share.
    const withPlaces = { ...env, EBIRD_LOCATIONS_FILE: locationsFile, TRUST_PROXY: "true" };
    server = await startSiteServer(withPlaces);
    staff = await signedInStaff(server.url, withPlaces, "guia");
  }, 60_000);
  afterAll(() => server?.stop());

  it("keeps every page under 200 ms and the server's memory within its bound, and imports the whole file", async () => {
    const site = server;
    if (!site) throw new Error("the server did not start");
    expect(generated.bytes).toBeGreaterThan(MAX_EBIRD_EXPORT_BYTES - 4 * MB);
    expect(generated.bytes).toBeLessThanOrEqual(MAX_EBIRD_EXPORT_BYTES);
    // A page and a report first, so that what is measured is the import, not the server's first answers.
    expect((await fetch(`${site.url}/pt/`)).status).toBe(200);
    expect((await postReports(site.url, 1, 1, `warm-${setup.name}`)).acknowledged).toHaveLength(1);
    const rssBefore = site.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, site.rss())), 20);

    const form = new FormData();
    form.append("export", await fs.openAsBlob(exportFile, { type: "text/csv" }), "MyEBirdData.csv");
    const started = performance.now();
    let importing = true;
    const upload = fetch(`${site.url}/api/sightings-import`, { method: "POST", body: form, headers: { Accept: "application/json", ...staff.changeHeaders } })
      .then(async (response) => ({ status: response.status, body: (await response.json()) as { result?: ImportResult } }))
      .finally(() => (importing = false));

    const pageMs: number[] = [];
    const vitalsMs: number[] = [];
    const visitor = async () => {
      while (importing) {
        const pageStarted = performance.now();
        const page = await fetch(`${site.url}/pt/`);
        await page.arrayBuffer();
        pageMs.push(performance.now() - pageStarted);
        expect(page.status).toBe(200);
        await pause(20);
      }
    };
    const reporter = async () => {
      for (let index = 0; importing; index++) {
        const report = await postReports(site.url, 1, 1, `import-${setup.name}-${index}`);
        expect(report.acknowledged).toHaveLength(1);
        vitalsMs.push(...report.latenciesMs);
        await pause(50);
      }
    };
    const [{ status, body }] = await Promise.all([upload, visitor(), reporter()]);
    const importMs = performance.now() - started;
    clearInterval(sampler);
    await pause(1000);
    const rssAfter = site.rss();

    // The figures docs/PERFORMANCE.md quotes.
    console.log(
      `${setup.name}: ${(generated.bytes / MB).toFixed(1)} MB imported in ${(importMs / 1000).toFixed(1)} s; ` +
        `pages max ${Math.max(...pageMs).toFixed(0)} ms over ${pageMs.length}, vitals max ${Math.max(...vitalsMs).toFixed(0)} ms over ${vitalsMs.length}; ` +
        `RSS ${(rssBefore / MB).toFixed(0)} → ${(rssPeak / MB).toFixed(0)} → ${(rssAfter / MB).toFixed(0)} MB`,
    );
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ ok: true, checklistsTaken: generated.checklists, recordsTaken: generated.records, refusedLines: 0 });
    // Pages were asked for all along the import, not only at its ends.
    expect(pageMs.length).toBeGreaterThan(10);
    expect(Math.max(...pageMs)).toBeLessThan(PAGE_MS);
    expect(rssPeak - rssBefore).toBeLessThan(IMPORT_MEMORY_BOUND_BYTES);
  }, 120_000);
});
