import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { businessConstants, tokensIn } from "../lib/format/business-constants";
import { LANGUAGES } from "../lib/i18n/languages";
import { allPathsOf, slugAliasRedirects } from "../lib/routing/routes";
import { collections, type CollectionName, type Content } from "./collections";
import { ARTICLE_TEMPLATES, localeSchema, type LocaleStrings } from "./content-schema";
import { ContentValidationError, describeValue, problemsFromIssues, type ContentProblem } from "./problems";
import { visitRoles } from "./schema-walk";

function readJson(contentDir: string, file: string, problems: ContentProblem[]): { ok: true; value: unknown } | { ok: false } {
  const absolute = path.join(contentDir, file);
  let raw: string;
  try {
    raw = fs.readFileSync(absolute, "utf8");
  } catch {
    problems.push({ file, path: [], expected: "expected this file to exist", got: "nothing" });
    return { ok: false };
  }
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    problems.push({ file, path: [], expected: "expected valid JSON", got: `a syntax error (${(error as Error).message})` });
    return { ok: false };
  }
}

/** What the first bytes of each image format look like; a file that lies about its type stops the build here. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  jpg: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  jpeg: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  png: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (h) => h.subarray(0, 4).toString("latin1") === "RIFF" && h.subarray(8, 12).toString("latin1") === "WEBP",
  avif: (h) => h.subarray(4, 12).toString("latin1").startsWith("ftypavi"),
};

/** Null when the image file exists and is what its extension says, else what is wrong with it. */
function imageProblem(contentDir: string, file: string): string | null {
  const absolute = path.join(contentDir, file);
  if (!fs.existsSync(absolute)) return "expected an image file that exists under content/";
  const head = Buffer.alloc(12);
  const fd = fs.openSync(absolute, "r");
  const read = fs.readSync(fd, head, 0, 12, 0);
  fs.closeSync(fd);
  const extension = path.extname(file).slice(1).toLowerCase();
  return read === 12 && SIGNATURES[extension]?.(head) ? null : `expected a readable .${extension} picture (the file is empty, damaged or of another type)`;
}

function checkUnique(file: string, values: Array<{ value: string; path: PropertyKey[] }>, what: string, problems: ContentProblem[]) {
  const seen = new Map<string, PropertyKey[]>();
  for (const { value, path: at } of values) {
    const first = seen.get(value);
    if (first) problems.push({ file, path: at, expected: `expected a ${what} not used before (already at ${first.join(".")})`, got: describeValue(value) });
    else seen.set(value, at);
  }
}

/** Checks that need more than one collection: references, files, uniqueness, constants, paths. */
function crossCheck(contentDir: string, content: Content, problems: ContentProblem[]) {
  const routeIds = new Set(content.routes.map((route) => route.id));
  const tokens = new Set(Object.keys(businessConstants(content.site, "pt")));

  for (const name of Object.keys(collections) as CollectionName[]) {
    const { file, schema } = collections[name];
    visitRoles(schema, content[name], (role, value, at) => {
      if (role === "route" && !routeIds.has(value as string)) {
        problems.push({ file, path: at, expected: `expected a route id from content/routes.json (${[...routeIds].join(", ")})`, got: describeValue(value) });
      }
      const imageError = role === "image" ? imageProblem(contentDir, value as string) : null;
      if (imageError) problems.push({ file, path: at, expected: imageError, got: describeValue(value) });
      if (role === "document" && !fs.existsSync(path.join(contentDir, value as string)))
        problems.push({ file, path: at, expected: "expected a document file that exists under content/", got: describeValue(value) });
      if (role === "localized") {
        for (const language of LANGUAGES) {
          for (const token of tokensIn((value as Record<string, string>)[language] ?? "")) {
            if (!tokens.has(token))
              problems.push({ file, path: [...at, language], expected: `expected only known {{tokens}} (${[...tokens].join(", ")})`, got: `{{${token}}}` });
          }
        }
      }
    });
  }

  const routesFile = collections.routes.file;
  checkUnique(
    routesFile,
    content.routes.map((r, i) => ({ value: r.id, path: [i, "id"] })),
    "route id",
    problems,
  );
  for (const language of LANGUAGES) {
    checkUnique(
      routesFile,
      content.routes.map((r, i) => ({ value: r.slug[language], path: [i, "slug", language] })),
      `${language} slug`,
      problems,
    );
  }
  const homes = content.routes.filter((route) => route.template === "home");
  if (homes.length !== 1 || homes[0]?.slug.pt !== "" || homes[0]?.slug.en !== "") {
    problems.push({ file: routesFile, path: [], expected: 'expected exactly one route with template "home" and empty slugs', got: `${homes.length}` });
  }

  // Each written screen belongs to one route, and every route whose template shows it has one.
  const pageIds = new Set(content.pages.map((p) => p.id));
  content.pages.forEach((entry, index) => {
    if (!routeIds.has(entry.id))
      problems.push({
        file: collections.pages.file,
        path: [index, "id"],
        expected: "expected the id of a route in content/routes.json",
        got: describeValue(entry.id),
      });
  });
  content.routes.forEach((route, index) => {
    if (ARTICLE_TEMPLATES.has(route.template) && !pageIds.has(route.id))
      problems.push({
        file: collections.pages.file,
        path: [],
        expected: `expected an entry with id "${route.id}" (route ${index} uses template "${route.template}")`,
        got: "nothing",
      });
  });
  checkUnique(
    collections.pages.file,
    content.pages.map((p, i) => ({ value: p.id, path: [i, "id"] })),
    "page id",
    problems,
  );
  for (const name of ["birds", "mammals", "primates", "trails", "itineraries", "gallery", "documents"] as const) {
    checkUnique(
      collections[name].file,
      content[name].map((entry, i) => ({ value: entry.id, path: [i, "id"] })),
      "id",
      problems,
    );
  }
  checkUnique(
    collections.press.file,
    content.press.map((entry, i) => ({ value: String(entry.id), path: [i, "id"] })),
    "id",
    problems,
  );

  // SPEC 9: tours last between the site's shortest and longest tour; a trail outside that would
  // contradict the FAQ and the home page, which quote the same range.
  const { min, max } = content.site.tourDurationHours;
  content.trails.forEach((trail, index) => {
    if (trail.durationHours < min || trail.durationHours > max) {
      problems.push({
        file: collections.trails.file,
        path: [index, "durationHours"],
        expected: `expected ${min} to ${max} hours (site.json › tourDurationHours)`,
        got: describeValue(trail.durationHours),
      });
    }
  });

  // A redirect must never shadow a page, or the page would become unreachable.
  const pagePaths = new Set(content.routes.flatMap(allPathsOf));
  const aliasPaths = new Set(slugAliasRedirects(content.routes).map((r) => r.from));
  content.redirects.forEach((redirect, index) => {
    if (pagePaths.has(redirect.from) || aliasPaths.has(redirect.from) || /^\/(pt|en)\//.test(redirect.from)) {
      problems.push({
        file: collections.redirects.file,
        path: [index, "from"],
        expected: "expected an old path that is not a page of the site",
        got: describeValue(redirect.from),
      });
    }
  });
  checkUnique(
    collections.redirects.file,
    content.redirects.map((r, i) => ({ value: r.from, path: [i, "from"] })),
    "redirect path",
    problems,
  );
}

function flattenKeys(strings: LocaleStrings, prefix = ""): string[] {
  return Object.entries(strings).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`)));
}

/** UI strings: each namespace valid in both languages, with the same keys. */
function checkLocales(contentDir: string, problems: ContentProblem[]) {
  const namespacesOf = (language: string) => {
    const dir = path.join(contentDir, "locales", language);
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
  };
  const namespaces = new Set(LANGUAGES.flatMap(namespacesOf));
  for (const namespace of namespaces) {
    const keys: Partial<Record<(typeof LANGUAGES)[number], Set<string>>> = {};
    for (const language of LANGUAGES) {
      const file = `locales/${language}/${namespace}`;
      const read = readJson(contentDir, file, problems);
      if (!read.ok) continue;
      const parsed = localeSchema.safeParse(read.value, { reportInput: true });
      if (!parsed.success) problems.push(...problemsFromIssues(file, parsed.error.issues));
      else keys[language] = new Set(flattenKeys(parsed.data));
    }
    for (const language of LANGUAGES) {
      const own = keys[language];
      if (!own) continue;
      for (const other of LANGUAGES) {
        for (const key of keys[other] ?? []) {
          if (!own.has(key))
            problems.push({
              file: `locales/${language}/${namespace}`,
              path: key.split("."),
              expected: `expected the ${language === "pt" ? "Portuguese" : "English"} translation (present in locales/${other})`,
              got: "nothing",
            });
        }
      }
    }
  }
}

/**
 * Reads and validates every content file. Throws ContentValidationError listing every problem at
 * once, so an editor fixes them in one pass; returns typed content otherwise.
 */
export function loadContent(contentDir: string): Content {
  const problems: ContentProblem[] = [];
  const parsed: Partial<Record<CollectionName, unknown>> = {};
  for (const name of Object.keys(collections) as CollectionName[]) {
    const { file, schema } = collections[name];
    const read = readJson(contentDir, file, problems);
    if (!read.ok) continue;
    const result = (schema as z.ZodType).safeParse(read.value, { reportInput: true });
    if (result.success) parsed[name] = result.data;
    else problems.push(...problemsFromIssues(file, result.error.issues));
  }
  checkLocales(contentDir, problems);
  if (problems.length === 0) crossCheck(contentDir, parsed as Content, problems);
  if (problems.length > 0) throw new ContentValidationError(problems);
  return parsed as Content;
}
