import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { collections, type CollectionName } from "../content/collections";
import { contentJson } from "../content/content-json";
import { CMS_ORDER, type CmsCollection } from "./cms-config";
import { COLLECTION_TEXT } from "./collection-labels";
import type { CmsField } from "./cms-fields";
import { CMS_CONFIG_FILE, cmsConfigFor } from "./config-from-content";
import { routeOptions, speciesOptions, withChoiceOptions, type SpeciesChoice } from "./choice-options";

const contentDir = path.resolve(__dirname, "../../content");
const config = cmsConfigFor(contentDir);
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name) as CmsCollection;

/** The field at a path of names, `*` stepping into a list's items. */
function fieldAt(fields: readonly CmsField[], names: string[]): CmsField {
  let field: CmsField | undefined;
  let within = fields;
  for (const name of names) {
    if (name === "*") {
      within = field?.fields ?? [];
      continue;
    }
    field = within.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`no field ${names.join(".")}`);
    within = field.fields ?? [];
  }
  return field as CmsField;
}

const fieldsOf = (name: string) => collection(name).files[0]?.fields ?? [];

const bird = (id: string, pt: string, scientificName: string): SpeciesChoice => ({ id, name: { pt }, scientificName });

describe("the CMS configuration", () => {
  it("is the committed file (run `npm run schemas` after changing a schema, the route table or the interface texts' keys)", () => {
    expect(fs.readFileSync(CMS_CONFIG_FILE, "utf8")).toBe(contentJson(config));
  });

  it("does not change with what an editor writes: a page's name, a new page, a longer interface text", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-config-"));
    try {
      fs.cpSync(contentDir, copy, { recursive: true });
      const routesFile = path.join(copy, "routes.json");
      const routes = JSON.parse(fs.readFileSync(routesFile, "utf8")) as Array<{ id: string; navLabel: { pt: string } }>;
      (routes[0] as { navLabel: { pt: string } }).navLabel.pt = "Outro nome";
      routes.push({ ...(routes[0] as { id: string; navLabel: { pt: string } }), id: "new-page" });
      fs.writeFileSync(routesFile, JSON.stringify(routes));
      const commonFile = path.join(copy, "locales/pt/common.json");
      const common = JSON.parse(fs.readFileSync(commonFile, "utf8")) as Record<string, unknown>;
      common.skipToContent = "Um texto bem mais longo do que o original, com mais de oitenta caracteres, para ver se algo muda.";
      fs.writeFileSync(commonFile, JSON.stringify(common));
      expect(cmsConfigFor(copy)).toEqual(config);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("has every content collection once, in the side menu's order, and the interface texts", () => {
    expect([...CMS_ORDER].sort()).toEqual((Object.keys(collections) as CollectionName[]).sort());
    expect(config.collections.map((entry) => entry.name)).toEqual([...CMS_ORDER, "locales"]);
    for (const entry of config.collections.slice(0, -1)) {
      expect(entry.files).toHaveLength(1);
      expect(entry.files[0]?.file).toBe(`content/${collections[entry.name as CollectionName].file}`);
    }
  });

  it("is in Portuguese and saves into content/images/", () => {
    expect(config.locale).toBe("pt");
    expect(collection("trails").label).toBe("Trilhas");
    expect(config.media_folder).toBe("content/images");
    expect(config.public_folder).toBe("images");
  });

  it("edits a list file through its items, each summarised by its name", () => {
    const [items] = fieldsOf("trails");
    expect(collection("trails").list).toBe(true);
    expect(items).toMatchObject({ name: "items", widget: "list", summary: "{{fields.name.pt | default('(sem nome)')}}" });
    expect(collection("home").list).toBe(false);
  });

  it('counts a list file\'s entries by their own name, in the plural and the singular ("7 matérias", "Adicionar matéria")', () => {
    for (const entry of config.collections.filter((candidate) => candidate.list)) {
      const [items] = entry.files[0]?.fields ?? [];
      expect({ collection: entry.name, label_singular: items?.label_singular }).toEqual({ collection: entry.name, label_singular: entry.label_singular });
      // Decap writes "<count> <label>": the label names the entries, not the collection ("7 imprensa").
      expect({ collection: entry.name, plural: items?.label }).toEqual({
        collection: entry.name,
        plural: COLLECTION_TEXT[entry.name as CollectionName].entries,
      });
      expect(items?.label).not.toBe(items?.label_singular);
    }
  });

  it("summarises every list's items by a value of their own, and names an item that has none yet in Portuguese", () => {
    const lists: Array<{ at: string; field: CmsField }> = [];
    const walk = (fields: readonly CmsField[], at: string) => {
      for (const field of fields) {
        if (field.widget === "list") lists.push({ at: `${at}.${field.name}`, field });
        walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], `${at}.${field.name}`);
      }
    };
    for (const entry of config.collections) walk(entry.files[0]?.fields ?? [], entry.name);
    expect(lists.length).toBeGreaterThan(10);
    for (const { at, field } of lists) {
      // Without a summary, Decap shows the first field's raw value (a picture's path, "Map { pt: … }") or "No id".
      const variables = [...(field.summary ?? "").matchAll(/{{\s*fields\.([\w.]+)\s*\|\s*default\('([^']+)'\)\s*}}/g)];
      expect({ at, variables: variables.length }).toEqual({ at, variables: 1 });
      const [, keyPath = "", whenEmpty = ""] = variables[0] ?? [];
      const [first = ""] = keyPath.split(".");
      const names = field.field ? [field.field.name] : (field.fields ?? []).map((candidate) => candidate.name);
      expect({ at, first, known: names.includes(first) }).toEqual({ at, first, known: true });
      expect(whenEmpty).toMatch(/^\((sem [a-zà-ú ]+|em branco)\)$/);
    }
  });

  it("gives an id or a redirect's old address the widget that checks it is not used again at its place", () => {
    expect(fieldAt(fieldsOf("trails"), ["items", "*", "id"]).widget).toBe("unique-value");
    expect(fieldAt(fieldsOf("faq"), ["groups", "*", "items", "*", "id"]).widget).toBe("unique-value");
    expect(fieldAt(fieldsOf("redirects"), ["items", "*", "from"]).widget).toBe("unique-value");
    expect(fieldAt(fieldsOf("trails"), ["items", "*", "mode"]).widget).not.toBe("unique-value");
  });

  it("gives localized texts the two-language widget, one line where the page has little room", () => {
    expect(fieldAt(fieldsOf("trails"), ["items", "*", "name"])).toMatchObject({ widget: "localized", required: true, multiline: false, max_length: 40 });
    expect(fieldAt(fieldsOf("trails"), ["items", "*", "description"])).toMatchObject({ widget: "localized", multiline: true });
    expect(fieldAt(fieldsOf("trails"), ["items", "*", "description"]).max_length).toBeUndefined();
  });

  it("states number ranges and whole numbers as the schemas do", () => {
    expect(fieldAt(fieldsOf("itineraries"), ["items", "*", "days"])).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 14 });
    expect(fieldAt(fieldsOf("trails"), ["items", "*", "durationHours"])).toMatchObject({ widget: "number", value_type: "float", min: 0, max: 12 });
    expect(fieldAt(fieldsOf("press"), ["items", "*", "year"])).toMatchObject({ value_type: "int", min: 1990, max: 2100 });
  });

  it("offers enumerations as choices with Portuguese labels", () => {
    const difficulty = fieldAt(fieldsOf("trails"), ["items", "*", "difficulty"]);
    expect(difficulty.widget).toBe("select");
    expect(difficulty.options?.map((option) => option.value)).toEqual(["easy", "moderate", "difficult"]);
    expect(difficulty.options?.every((option) => option.label !== option.value)).toBe(true);
    const status = fieldAt(fieldsOf("primates"), ["items", "*", "status"]);
    expect(status.options?.map((option) => option.value)).toEqual(["CR", "EN", "VU", "NT", "LC"]);
    expect(status.required).toBe(true);
    expect(fieldAt(fieldsOf("birds"), ["items", "*", "status"]).required).toBe(false);
  });

  it("makes image fields image pickers and route fields a choice of the site's pages", () => {
    expect(fieldAt(fieldsOf("gallery"), ["items", "*", "image"])).toMatchObject({ widget: "image", choose_url: false });
    const route = fieldAt(fieldsOf("home"), ["about", "linkRoute"]);
    expect(route).toMatchObject({ widget: "select", options_from: "routes", options: [] });
    const routes = JSON.parse(fs.readFileSync(path.join(contentDir, "routes.json"), "utf8")) as Parameters<typeof routeOptions>[0];
    const filled = withChoiceOptions(config.collections, { routes: routeOptions(routes), species: [] });
    const choices = fieldAt(filled.find((entry) => entry.name === "home")?.files[0]?.fields ?? [], ["about", "linkRoute"]).options ?? [];
    const trails = routes.find((entry) => entry.id === "trails");
    expect(choices).toContainEqual({ label: `${trails?.navLabel.pt} (trails)`, value: "trails" });
    expect(choices).toHaveLength(routes.length);
    // Nested in lists too: a FAQ answer's link.
    const faqLink = fieldAt(filled.find((entry) => entry.name === "faq")?.files[0]?.fields ?? [], ["groups", "*", "items", "*", "link", "route"]);
    expect(faqLink.options).toHaveLength(routes.length);
  });

  it("makes a trail's species a choice among the field guides' species, by name", () => {
    const field = fieldAt(fieldsOf("trails"), ["items", "*", "species"]);
    expect(field).toMatchObject({ widget: "select", multiple: true, options_from: "species", options: [], required: false });
    const species = { birds: [bird("a-bird", "Uma ave", "Avis una")], primates: [bird("a-monkey", "Um macaco", "Simia una")], mammals: [] };
    const filled = withChoiceOptions(config.collections, { routes: [], species: speciesOptions(species) });
    const choices = fieldAt(filled.find((entry) => entry.name === "trails")?.files[0]?.fields ?? [], ["items", "*", "species"]).options;
    expect(choices).toEqual([
      { label: "Uma ave (Avis una) · Ave", value: "a-bird" },
      { label: "Um macaco (Simia una) · Primata", value: "a-monkey" },
    ]);
  });

  it("keeps the key of a nullable field and the empty value of one the lodge has yet to give", () => {
    expect(fieldAt(fieldsOf("routes"), ["items", "*", "navGroup"])).toMatchObject({ required: false, nullable: true });
    expect(fieldAt(fieldsOf("site"), ["bookingUrl"])).toMatchObject({ required: false, default: "" });
  });

  it("does not require the fields of an optional object, whose parts the site's check requires together", () => {
    const guests = fieldAt(fieldsOf("rooms"), ["items", "*", "guests"]);
    expect(guests.required).toBe(false);
    expect(guests.fields?.every((field) => field.required === false)).toBe(true);
  });

  it("edits the interface texts one file per namespace and language, Portuguese first, with the default language's keys", () => {
    const locales = collection("locales");
    const names = locales.files.map((file) => file.name);
    expect(names.slice(0, 2)).toEqual(["accommodations-pt", "accommodations-en"]);
    const common = locales.files.find((file) => file.name === "common-en");
    expect(common?.file).toBe("content/locales/en/common.json");
    expect(common?.label).toMatch(/\(inglês\)$/);
    expect(common?.fields.map((field) => field.name)).toEqual(locales.files.find((file) => file.name === "common-pt")?.fields.map((field) => field.name));
  });

  it("says which label is missing when a schema gains a field", async () => {
    const { cmsField } = await import("./cms-fields");
    const { z } = await import("zod");
    expect(() => cmsField("brandNewField", z.string(), { collection: "trails", path: ["brandNewField"], insideOptional: false })).toThrow(
      /brandNewField.*labelled\(\) from src\/content\/cms-text\.ts/,
    );
  });
});
