import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { startCmsServer } from "../../src/cms/cms-server";
import { COLLECTION_TEXT } from "../../src/cms/collection-labels";
import { SLUG_FORMAT_TEXT } from "../../src/content/content-fields";
import type { GeneratedCmsConfig } from "../../src/cms/cms-config";
import generated from "../../src/cms/generated/cms-config.json";
import { businessConstants, interpolateConstants } from "../../src/lib/format/business-constants";
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

/** The copy's trails and the trails page's heading, read from its own files, whatever the editors have written. */
const trails = () =>
  json<Array<{ id: string; name: { pt: string; en: string }; description: { pt: string; en: string }; species?: string[] }>>("content/trails.json");
/** The trails list's heading as the page writes it: a plural form by the number of trails. */
const trailsHeading = (language: "pt" | "en") => {
  const words = json<{ trails: Record<string, string> }>(`content/locales/${language}/screens.json`).trails;
  const count = trails().length;
  const heading = (count === 1 ? words["heading_one"] : undefined) ?? words["heading_other"];
  if (!heading) throw new Error(`screens.json (${language}) has no trails.heading_other`);
  return heading.replace("{{count}}", String(count));
};
const pathOf = (routeId: string, language: "pt" | "en") => {
  const route = json<Array<{ id: string; slug: Record<string, string> }>>("content/routes.json").find((candidate) => candidate.id === routeId);
  return `${language}/${route?.slug[language] ?? ""}`;
};

test("an edit of a trail's English description and a room's Portuguese name changes exactly those values", async ({ page }) => {
  const trailsBefore = read("content/trails.json");
  await signIn(page);
  await openFile(page, "trails");
  const trail = await openItem(page, trails()[0]!.name.pt);
  // The English description, found by what it holds: the entry has other English fields before it (its slug).
  const english = trail.locator('textarea[lang="en"]');
  const description = await english.evaluateAll(
    (areas, text) => areas.findIndex((area) => (area as HTMLTextAreaElement).value === text),
    trails()[0]!.description.en,
  );
  expect(description).toBeGreaterThanOrEqual(0);
  await english.nth(description).fill("A short walk among giant jatobá trees, edited in the CMS.");
  // The preview is the trails page's own list, in the language being typed.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { name: trailsHeading("en") })).toBeVisible();
  await expect(preview.getByText("A short walk among giant jatobá trees, edited in the CMS.")).toBeVisible();
  await expect(preview.getByRole("button", { name: "Inglês" })).toHaveAttribute("aria-pressed", "true");
  await preview.getByRole("button", { name: "Português" }).click();
  await expect(preview.getByRole("heading", { name: trailsHeading("pt") })).toBeVisible();
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

test("a new press item with both languages and a picture is saved with its picture", async ({ page }) => {
  const pressBefore = json<Array<{ id: number }>>("content/press.json");
  const nextId = Math.max(...pressBefore.map((item) => item.id)) + 1;
  await signIn(page);
  await openFile(page, "press");
  await page.getByRole("button", { name: `Adicionar ${COLLECTION_TEXT.press.labelSingular.toLowerCase()}` }).click();
  const item = page.locator('[class*="SortableListItem"]').last();
  await item.getByLabel("Número").fill(String(nextId));
  await item.locator('textarea[lang="pt-BR"]').nth(0).fill("Reportagem de teste sobre as aves do Jardim");
  await item.locator('textarea[lang="en"]').nth(0).fill("Test report on the Jardim's birds");
  // Its page's address in each language, after the title, as the file orders the fields.
  await item.locator('textarea[lang="pt-BR"]').nth(1).fill("reportagem-de-teste");
  await item.locator('textarea[lang="en"]').nth(1).fill("test-report");
  await item.getByLabel("Veículo").fill("Jornal de Teste");
  await item.getByLabel("Ano").fill("2026");
  await item.locator('textarea[lang="pt-BR"]').nth(2).fill("Uma matéria escrita para o teste do CMS.");
  await item.locator('textarea[lang="en"]').nth(2).fill("A story written for the CMS test.");
  await item.getByRole("button", { name: "Escolha uma imagem" }).click();
  await page.locator("input[type=file]").setInputFiles(path.join(dir, "content/images/about.jpg"));
  // The upload is a draft until the entry is saved: it goes with it, or not at all.
  await page.getByRole("button", { name: "Escolher selecionado" }).click();
  const alt = item.locator('[aria-label="localized field"]').last();
  await alt.locator('[lang="pt-BR"]').fill("Recorte da reportagem");
  await alt.locator('[lang="en"]').fill("Clipping of the report");
  await publish(page);
  await expect.poll(() => json<unknown[]>("content/press.json").length).toBe(pressBefore.length + 1);
  const added = json<Array<Record<string, unknown>>>("content/press.json").at(-1);
  expect(added).toEqual({
    id: nextId,
    title: { pt: "Reportagem de teste sobre as aves do Jardim", en: "Test report on the Jardim's birds" },
    slug: { pt: "reportagem-de-teste", en: "test-report" },
    source: "Jornal de Teste",
    year: 2026,
    description: { pt: "Uma matéria escrita para o teste do CMS.", en: "A story written for the CMS test." },
    image: expect.stringMatching(/^images\/about-?\d*\.jpg$/),
    imageAlt: { pt: "Recorte da reportagem", en: "Clipping of the report" },
  });
  expect(fs.existsSync(path.join(dir, "content", String(added?.image)))).toBe(true);
});

test("a trail's species are chosen by name, and the preview shows the trail's own page with them", async ({ page }) => {
  const trailsBefore = read("content/trails.json");
  const trail = trails()[1]!;
  const birds = json<Array<{ id: string; name: { pt: string; en: string } }>>("content/birds.json");
  const chosen = birds.find((bird) => !(trail.species ?? []).includes(bird.id));
  if (!chosen) throw new Error("every bird is already on the trail: the test needs one that is not");
  await signIn(page);
  await openFile(page, "trails");
  const item = await openItem(page, trail.name.pt);
  const preview = page.frameLocator("iframe").first();
  // The listing first; then the trail's own page, chosen beside the language.
  await preview.getByLabel("Página", { exact: true }).selectOption({ label: trail.name.pt });
  await expect(preview.getByRole("heading", { level: 1, name: trail.name.pt })).toBeVisible();
  await expect(preview.getByRole("link", { name: chosen.name.pt })).toHaveCount(0);
  // The species field offers the field guides' species by name: typed, chosen, and shown on the page at once.
  await item.getByLabel("Espécies vistas na trilha").fill(chosen.name.pt);
  await page.getByRole("option", { name: new RegExp(`^${chosen.name.pt} \\(`) }).click();
  await expect(preview.getByRole("link", { name: chosen.name.pt })).toBeVisible();
  await preview.getByRole("button", { name: "Inglês" }).click();
  await expect(preview.getByRole("link", { name: chosen.name.en })).toBeVisible();
  await publish(page);
  await expect.poll(() => trails()[1]?.species ?? []).toEqual([...(trail.species ?? []), chosen.id]);
  const others = (list: ReturnType<typeof trails>) => list.filter((_, index) => index !== 1);
  expect(others(trails())).toEqual(others(JSON.parse(trailsBefore) as ReturnType<typeof trails>));
});

test("a bad value is refused in Portuguese and nothing is written: an empty English name, a letter in a number, a repeated id", async ({ page }) => {
  const trailsBefore = read("content/trails.json");
  await signIn(page);

  // Three trails of the copy's own list: a name emptied, a duration made a word, an id repeated.
  const [first, second, third] = trails();
  await openFile(page, "trails");
  const lagoa = await openItem(page, second!.name.pt);
  await lagoa.locator('input[lang="en"]').first().fill("");
  await publish(page);
  await expect(lagoa.getByText("Falta o texto em inglês.")).toBeVisible();
  await expect(page.getByText("Alterações não salvas")).toBeVisible();

  await openFile(page, "trails");
  const arinos = await openItem(page, third!.name.pt);
  const duration = arinos.getByLabel("Duração (horas)");
  await duration.fill("");
  // A number field takes no letter from the keyboard: what is typed leaves it without a number.
  await duration.pressSequentially("quatro");
  await publish(page);
  await expect(arinos.getByText("Duração (horas) é obrigatório.")).toBeVisible();

  await openFile(page, "trails");
  const last = trails().length;
  const piquia = await openItem(page, trails()[last - 1]!.name.pt);
  await piquia.getByLabel("Identificador").fill(first!.id);
  await publish(page);
  // Under the id field itself, not only in a message at the top that fades away.
  const trailsLabel = COLLECTION_TEXT.trails.entries;
  await expect(piquia.locator('ul[class*="ControlErrorsList"]')).toHaveText(
    `«${first!.id}» é usado em ${trailsLabel} › 1 › Identificador e em ${trailsLabel} › ${last} › Identificador; cada um precisa ser único.`,
  );

  expect(read("content/trails.json")).toBe(trailsBefore);
});

test("a list counts its items by their name in the plural, and each bar shows its text as readers see it, tokens filled in", async ({ page }) => {
  // A title written with a token, as editors write the lodge's name.
  const press = json<Array<{ title: { pt: string } }>>("content/press.json");
  press[0]!.title.pt = "Reportagem sobre o {{productName}}";
  fs.writeFileSync(path.join(dir, "content/press.json"), `${JSON.stringify(press, null, 2)}\n`);
  const constants = businessConstants(json<Parameters<typeof businessConstants>[0]>("content/site.json"), "pt");
  await signIn(page);
  await openFile(page, "press");
  const { entries = "", labelSingular } = COLLECTION_TEXT.press;
  await expect(page.getByText(`${press.length} ${entries.toLowerCase()}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Adicionar ${labelSingular.toLowerCase()}` })).toBeVisible();
  const bars = page.locator('[class*="SortableListItem"]');
  await expect(bars.first()).toContainText(interpolateConstants("Reportagem sobre o {{productName}}", constants));
  const summaries = await page.locator('[class*="SortableListItem"]:visible').allInnerTexts();
  expect(summaries).toHaveLength(press.length);
  for (const text of summaries) expect(text).not.toContain("{{");
});

test("a value without its format is explained under its field in a sentence, not in capitals", async ({ page }) => {
  await signIn(page);
  await openFile(page, "site");
  const siteFields = (generated as unknown as GeneratedCmsConfig).collections.find((entry) => entry.name === "site")?.files[0]?.fields ?? [];
  const siteUrl = siteFields.find((field) => field.name === "siteUrl");
  await page.getByLabel(siteUrl?.label ?? "siteUrl", { exact: true }).fill("www.example.org/");
  await publish(page);
  const errors = page.locator('ul[class*="ControlErrorsList"]').first();
  await expect(errors).toHaveText(String(siteUrl?.pattern?.[1]));
  await expect(errors).toHaveCSS("text-transform", "none");
});

test("a slug that is not an address is explained under its field, naming the language, and nothing is written", async ({ page }) => {
  const trailsBefore = read("content/trails.json");
  const trail = trails()[0]!;
  await signIn(page);
  await openFile(page, "trails");
  const item = await openItem(page, trail.name.pt);
  // The Portuguese box carries the field's own label; the English one sits beside it (admin/localized-widget.ts).
  const portuguese = item.getByLabel("Endereço da página (slug)", { exact: true });
  const english = page.locator(`[id="${await portuguese.getAttribute("id")}-en"]`);
  await english.fill("River Trail");
  await publish(page);
  await expect(item.locator('ul[class*="ControlErrorsList"]')).toHaveText(`Inglês: ${SLUG_FORMAT_TEXT}`);
  expect(read("content/trails.json")).toBe(trailsBefore);
});

test("the preview draws its text in the site's own fonts", async ({ page }) => {
  await signIn(page);
  await openFile(page, "trails");
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { name: trailsHeading("pt") })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  // A text is as wide in the site's font as in its fallback only when the fallback is what is drawn.
  const drawn = await frame?.evaluate(async () => {
    await document.fonts.ready;
    const widthIn = (element: Element, family: string) => {
      const probe = document.createElement("span");
      probe.textContent = element.textContent;
      probe.style.cssText = `position:absolute;white-space:nowrap;font:${getComputedStyle(element).font};font-family:${family}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    return [document.querySelector("h1, h2, h3"), document.querySelector("p")].map((element) => {
      const families = getComputedStyle(element!).fontFamily;
      const fallback = families.split(",").slice(1).join(",");
      return { site: families.split(",")[0], loaded: widthIn(element!, families) !== widthIn(element!, fallback) };
    });
  });
  expect(drawn).toEqual([
    { site: "Fraunces", loaded: true },
    { site: "Inter", loaded: true },
  ]);
});

test("after the session, the content passes the site's check and a build shows the edits in both languages", async () => {
  test.setTimeout(300_000);
  execFileSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], { cwd: dir, stdio: "pipe" });
  execFileSync(path.join(dir, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    stdio: "pipe",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
  });
  const built = (urlPath: string) => fs.readFileSync(path.join(dir, "public", urlPath, "index.html"), "utf8");
  expect(built(pathOf("trails", "en"))).toContain("A short walk among giant jatobá trees, edited in the CMS.");
  expect(built(pathOf("accommodations", "pt"))).toContain("Suíte Jardim (editada no CMS)");
  expect(built(pathOf("media-press", "pt"))).toContain("Reportagem de teste sobre as aves do Jardim");
  expect(built(pathOf("media-press", "pt"))).toContain('alt="Recorte da reportagem"');
  expect(built(pathOf("media-press", "en"))).toContain("Test report on the Jardim&#x27;s birds");
  expect(built(pathOf("media-press", "en"))).toContain('alt="Clipping of the report"');
});
