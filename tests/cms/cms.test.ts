import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { startCmsServer } from "../../src/cms/cms-server";
import { copyProject } from "../support/project-copy";

/**
 * An editor's session in the CMS, proven on disk and in a build: Decap CMS with the generated
 * configuration, in Chromium, against the local backend on a temporary copy of the project.
 */

test.describe.configure({ mode: "serial" });

let dir: string;
let server: http.Server;
let adminUrl: string;

const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
const json = <T>(file: string) => JSON.parse(read(file)) as T;
/** The lines of `after` that differ from `before`, with their line numbers (the files keep their line count when a value changes). */
function changedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  return after.split("\n").filter((line, index) => line !== old[index]);
}

test.beforeAll(async () => {
  dir = copyProject("cms-test-");
  const started = await startCmsServer({ repoDir: dir, port: 0 });
  server = started.server;
  adminUrl = `${started.url}/admin/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The local backend asks no password: "Entrar" opens the CMS on the working copy. Each test has a fresh browser. */
async function signIn(page: Page): Promise<void> {
  await page.goto(adminUrl);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Página inicial").first()).toBeVisible();
}

/**
 * Opens a file's editor by its address. Decap keeps the last entry's draft when only the address's
 * fragment moves from one entry to another (the editor's own way, through the collection, does not),
 * so the page is loaded afresh.
 */
async function openFile(page: Page, collection: string): Promise<void> {
  await page.goto(`${adminUrl}#/collections/${collection}/entries/${collection}`);
  await page.reload();
  await expect(page.getByText(`Escrevendo na coleção`)).toBeVisible();
}

/** A top-level item of the file's list, by the text its collapsed bar shows, opened. */
async function openItem(page: Page, summary: string): Promise<Locator> {
  const item = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.getByText(summary, { exact: true }) })
    .first();
  await item.locator("button").first().click();
  return item;
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await page.getByText("Publicar agora").click();
}

test("an edit of a trail's English description and a room's Portuguese name changes exactly those values", async ({ page }) => {
  const trailsBefore = read("content/trails.json");
  await signIn(page);
  await openFile(page, "trails");
  const trail = await openItem(page, "Trilha do Jatobá");
  await trail.locator('textarea[lang="en"]').first().fill("A short walk among giant jatobá trees, edited in the CMS.");
  await publish(page);
  await expect.poll(() => read("content/trails.json")).not.toBe(trailsBefore);
  expect(changedLines(trailsBefore, read("content/trails.json"))).toEqual(['      "en": "A short walk among giant jatobá trees, edited in the CMS."']);

  const roomsBefore = read("content/rooms.json");
  const firstRoom = (JSON.parse(roomsBefore) as Array<{ name: { pt: string } }>)[0]?.name.pt ?? "";
  await openFile(page, "rooms");
  const room = await openItem(page, firstRoom);
  await room.locator('input[lang="pt-BR"]').first().fill("Suíte Jardim (editada no CMS)");
  await publish(page);
  await expect.poll(() => read("content/rooms.json")).not.toBe(roomsBefore);
  expect(changedLines(roomsBefore, read("content/rooms.json"))).toEqual(['      "pt": "Suíte Jardim (editada no CMS)",']);
});
