import fs from "node:fs";
import path from "node:path";
import { HTMLElement, NodeType, parse, type Node } from "node-html-parser";
import { telUrl, whatsappUrl } from "../../src/lib/routing/navigation";
import { declaredTargets, emailsIn, placeholdersIn, stringsIn, undeclaredTarget } from "../../src/lib/seo/placeholder-audit";
import { content, fileFor, PUBLIC_DIR, siteUrl } from "./helpers";
import { filesUnder } from "../../src/lib/files/files-under";

/**
 * No page shows a value written only to fill a gap (a zeroed phone number, a guessed form or booking
 * address, an example domain), and no link or structured-data address leads to a host the content
 * does not declare. The detection is unit-tested in src/lib/seo/placeholder-audit.test.ts.
 */

const CONTENT_DIR = path.resolve(__dirname, "../../content");
const { site } = content;
const isSet = (value: string) => value !== "";

/** mailto:, tel:, WhatsApp and map links, built from the contacts that are set the way the components build them. */
const built = [
  ...[site.email, site.feedbackEmail].filter(isSet).map((email) => `mailto:${email}`),
  ...[site.phone].filter(isSet).map(telUrl),
  ...[site.whatsappReservations, site.whatsappGuidance].filter(isSet).map(whatsappUrl),
  // As RegionMap's mapsUrl builds it from the coordinates of site.json.
  `https://www.google.com/maps/search/?api=1&query=${site.geo.latitude},${site.geo.longitude}`,
];
/** Every https address in content/*.json declares its host; plus the site's own address. */
const contentTexts = fs
  .readdirSync(CONTENT_DIR)
  .filter((file) => file.endsWith(".json"))
  .map((file) => fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"));
const declared = declaredTargets(contentTexts, siteUrl, built);
const declaredEmails = new Set([site.email, site.feedbackEmail].filter(isSet));
/** JSON-LD names its vocabulary with schema.org addresses (@context, enumeration values): terms, not links. */
const VOCABULARY = /^https?:\/\/schema\.org(\/|$)/;
const isAddress = (value: string) => /^(https?:)?\/\//.test(value) || /^(mailto|tel):/.test(value);

/** The path of a link to this site (relative, or absolute on its own address), without query and anchor; else null. */
function ownPath(href: string): string | null {
  try {
    const url = new URL(href, `${siteUrl}/`);
    return url.origin === new URL(siteUrl).origin ? decodeURI(url.pathname) : null;
  } catch {
    return null; // not an address at all: undeclaredTarget names it
  }
}

/** The text nodes under `node`, outside scripts and styles; kept apart so neighbouring words do not run together. */
function textsOf(node: Node): string[] {
  if (node.nodeType === NodeType.TEXT_NODE) return [node.text];
  if (node instanceof HTMLElement && ["script", "style", "template"].includes(node.tagName?.toLowerCase() ?? "")) return [];
  return node.childNodes.flatMap(textsOf);
}

/** What a reader gets of a page: its text and the attributes read out or shown (an input's placeholder aside). */
function readableText(root: HTMLElement): string {
  const body = root.querySelector("body");
  const attributes = root
    .querySelectorAll("[aria-label], [title], img[alt], meta[content]")
    .flatMap((element) => ["aria-label", "title", "alt", "content"].map((name) => element.getAttribute(name) ?? ""))
    .filter((value) => !isAddress(value) && !value.startsWith("/")); // a meta tag's picture or page address is not text
  return [...(body ? textsOf(body) : []), ...attributes, root.querySelector("title")?.textContent ?? ""].join("\n");
}

/** Everything wrong with one built page, one line each. */
function pageProblems(root: HTMLElement): string[] {
  const problems: string[] = [];
  const text = readableText(root);
  problems.push(...placeholdersIn(text).map((found) => `text: ${found}`));
  for (const email of emailsIn(text)) if (!declaredEmails.has(email)) problems.push(`text: e-mail address not given in content: ${email}`);

  for (const link of root.querySelectorAll("a[href]")) {
    const href = link.getAttribute("href") ?? "";
    problems.push(...placeholdersIn(href).map((found) => `link: ${found}`));
    const undeclared = undeclaredTarget(href, declared);
    if (undeclared) problems.push(`link: ${undeclared}`);
    const missing = ownPath(href);
    if (missing !== null && !fs.existsSync(fileFor(missing))) problems.push(`link: no such page in the build: ${href}`);
  }

  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    for (const value of stringsIn(JSON.parse(script.textContent))) {
      problems.push(...placeholdersIn(value).map((found) => `JSON-LD: ${found}`));
      const undeclared = isAddress(value) && !VOCABULARY.test(value) ? undeclaredTarget(value, declared) : null;
      if (undeclared) problems.push(`JSON-LD: ${undeclared}`);
      for (const email of emailsIn(value)) if (!declaredEmails.has(email)) problems.push(`JSON-LD: e-mail address not given in content: ${email}`);
    }
  }
  return problems;
}

const pages = filesUnder(PUBLIC_DIR, (file) => file.endsWith(".html")).map((file) => path.relative(PUBLIC_DIR, file));

describe("no placeholder and no undeclared address", () => {
  it("covers every page of the build", () => {
    expect(pages.length).toBeGreaterThan(75); // 25 routes in pt, en and bare, plus not-found and redirect pages
  });

  it.each(pages)("on %s", (file) => {
    expect(pageProblems(parse(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")))).toEqual([]);
  });

  // Site config travels to the browser in page data (the analytics ID lives only there).
  it.each(filesUnder(path.join(PUBLIC_DIR, "page-data"), (file) => file === "page-data.json").map((file) => path.relative(PUBLIC_DIR, file)))(
    "in the site config of %s",
    (file) => {
      const data = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")) as { result?: { data?: { siteConfig?: unknown } } };
      const values = stringsIn(data.result?.data?.siteConfig ?? null);
      const problems = [
        ...values.flatMap((value) => placeholdersIn(value)),
        ...values.filter((value) => /^https?:\/\//.test(value)).flatMap((value) => undeclaredTarget(value, declared) ?? []),
      ];
      expect(problems).toEqual([]);
    },
  );
});
