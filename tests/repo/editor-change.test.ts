/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { documentsNotice, documentsStale } from "../../src/build/documents";
import { sitePages } from "../../src/content/create-pages";
import { loadContent } from "../../src/content/load-content";
import { withSightings } from "../support/site-content";
import { siteRedirects } from "../../src/content/redirects";
import { checkedContentJson } from "../../src/content/source-nodes";
import type { Content } from "../../src/content/collections";

/**
 * What an editor's pull request does, on a copy of today's content: a room, a trail, a press item and
 * a page added, a testimonial removed, a name changed, an FAQ answer added. The copy must pass the build's own validation
 * and give the new entries their nodes and pages. (The code's unit tests run on a frozen fixture,
 * tests/fixtures/content/, so no such change can reach them; the build tests derive what they expect
 * from whatever content/ holds.)
 */
const CONTENT_DIR = path.resolve(__dirname, "../../content");

function editedCopy(): { dir: string; content: Content } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-change-"));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T;
  const write = (file: string, value: unknown) => fs.writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  const rooms = read<Array<Record<string, unknown> & { name: Record<string, string> }>>("rooms.json");
  rooms[0]!.name = { pt: `${rooms[0]!.name["pt"]} Renovado`, en: `Renewed ${rooms[0]!.name["en"]}` };
  rooms.push({
    ...clone(rooms[0]!),
    id: "treetop-cabin",
    name: { pt: "Cabana na Copa", en: "Treetop Cabin" },
    slug: { pt: "cabana-na-copa", en: "treetop-cabin" },
  });
  write("rooms.json", rooms);

  const trails = read<Array<Record<string, unknown>>>("trails.json");
  trails.push({ ...clone(trails[0]!), id: "new-trail", name: { pt: "Trilha Nova", en: "New Trail" }, slug: { pt: "trilha-nova", en: "new-trail" } });
  write("trails.json", trails);

  const press = read<Array<Record<string, unknown> & { id: number }>>("press.json");
  press.push({ ...clone(press[0]!), id: Math.max(...press.map((item) => item.id)) + 1, slug: { pt: "nova-materia", en: "new-report" } });
  write("press.json", press);

  const testimonials = read<unknown[]>("testimonials.json");
  if (testimonials.length > 1) testimonials.pop();
  write("testimonials.json", testimonials);

  const routes = read<Array<Record<string, unknown> & { id: string; template: string }>>("routes.json");
  const pageRoute = routes.find((route) => route.template === "page")!;
  routes.push({ ...clone(pageRoute), id: "birding-courses", slug: { pt: "cursos-de-observacao", en: "birding-courses" } });
  write("routes.json", routes);
  const pages = read<Array<Record<string, unknown> & { id: string }>>("pages.json");
  pages.push({ ...clone(pages.find((page) => page.id === pageRoute.id)!), id: "birding-courses" });
  write("pages.json", pages);

  const faq = read<{ groups: Array<{ items: Array<{ answer: Array<{ pt: string; en: string }> }> }> }>("faq.json");
  faq.groups[0]!.items[0]!.answer.push({ pt: "Resposta acrescentada.", en: "An added answer." });
  write("faq.json", faq);

  return { dir, content: loadContent(dir) };
}

describe("an editor's valid change", () => {
  const { dir, content } = editedCopy();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("passes the build's validation", () => {
    expect(content.rooms.map((room) => room.id)).toContain("treetop-cabin");
  });

  it("gives the new entries their nodes, in file order", () => {
    const rooms = JSON.parse(checkedContentJson(content, "rooms", dir)) as Array<{ roomId: string; position: number }>;
    expect(rooms.at(-1)).toMatchObject({ roomId: "treetop-cabin", position: content.rooms.length - 1 });
    const trails = JSON.parse(checkedContentJson(content, "trails", dir)) as Array<{ trailId: string }>;
    expect(trails.at(-1)?.trailId).toBe("new-trail");
  });

  it("leaves the printed documents stale, which the build reports and the deploy prints again, rather than a failure", () => {
    expect(documentsStale(content, dir)).toBe(true);
    expect(documentsNotice(content, dir)).toContain("npm run documents");
  });

  it("gives the new page its three addresses, with their redirects still valid", () => {
    const paths = sitePages(content, withSightings).map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(["/pt/cursos-de-observacao/", "/en/birding-courses/", "/cursos-de-observacao/"]));
    const trailsRoute = content.routes.find((route) => route.id === "trails")!;
    expect(paths).toEqual(expect.arrayContaining([`/pt/${trailsRoute.slug.pt}/trilha-nova/`, `/en/${trailsRoute.slug.en}/new-trail/`]));
    const redirects = siteRedirects(content.routes, content.redirects);
    expect(redirects.map((redirect) => redirect.from)).toContain("/en/cursos-de-observacao/");
    expect(new Set(paths).size).toBe(paths.length);
  });
});
