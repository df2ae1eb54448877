import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Content } from "../content/collections";
import type { DocumentLanguage } from "../content/content-schema";
import { formatBRL } from "../lib/format/business-constants";
import { documentSources, documentsNotice, documentsStale, DOCUMENTS_HASH_FILE, sourceHash } from "./documents";
import { FIXTURE_CONTENT_DIR, fixtureContent, fixtureCopy } from "../test-utils/fixture-content";

// On the fixture's content (tests/fixtures/content/), its UI strings included, so a document an editor
// adds to content/ is no concern of these tests.
const content = fixtureContent();

/** The HTML of the printed document that documents.json lists in a language ("pt-en": both). */
function printed(from: Content, language: DocumentLanguage): string {
  const sources = documentSources(from);
  const source = sources.find(({ file }) => from.documents.some((document) => document.file === file && document.language === language));
  if (!source) throw new Error(`no printed document listed in ${language}`);
  return source.html;
}

describe("downloadable documents", () => {
  it("have one hash of their sources, the same for the same content and another once the content changes", () => {
    expect(sourceHash(content)).toMatch(/^[0-9a-f]{16}$/);
    expect(sourceHash(fixtureCopy())).toBe(sourceHash(content));
    const reworded = fixtureCopy();
    reworded.faq.groups[0]!.items[0]!.answer[0]!.en += " Changed.";
    expect(sourceHash(reworded)).not.toBe(sourceHash(content));
  });
  it("are stale once their sources change, and the notice names the files to print again", () => {
    expect(documentsStale(content, FIXTURE_CONTENT_DIR)).toBe(false);
    expect(documentsNotice(content, FIXTURE_CONTENT_DIR)).toBeUndefined();
    const reworded = fixtureCopy();
    reworded.site.productName += " Lodge";
    expect(documentsStale(reworded, FIXTURE_CONTENT_DIR)).toBe(true);
    const notice = documentsNotice(reworded, FIXTURE_CONTENT_DIR) ?? "";
    for (const { file } of documentSources(reworded)) expect(notice).toContain(`content/${file}`);
    expect(notice).toContain("npm run documents");
    const unprinted = fs.mkdtempSync(path.join(os.tmpdir(), "documents-"));
    expect(documentsStale(content, unprinted)).toBe(true);
    fs.mkdirSync(path.join(unprinted, path.dirname(DOCUMENTS_HASH_FILE)));
    fs.writeFileSync(path.join(unprinted, DOCUMENTS_HASH_FILE), `${sourceHash(content)}\n`);
    expect(documentsStale(content, unprinted)).toBe(false);
  });
  it("are listed in documents.json and are PDF files", () => {
    const listed = content.documents.map((d) => d.file).sort();
    expect(
      documentSources(content)
        .map((d) => d.file)
        .sort(),
    ).toEqual(listed);
    for (const file of listed) expect(fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
  it("carry the constants and every species of the content", () => {
    const [checklist, guidePt, guideEn] = [printed(content, "pt-en"), printed(content, "pt"), printed(content, "en")];
    for (const bird of content.birds) expect(checklist).toContain(bird.scientificName);
    for (const primate of content.primates) expect(checklist).toContain(primate.scientificName);
    expect(guidePt).toContain(content.site.checkInFrom);
    expect(guideEn).toContain(content.site.checkOutUntil);
    expect(guidePt).toContain(formatBRL(content.site.earlyMealAccessPriceBRL, "pt"));
    expect(guideEn).not.toContain("{{");
  });
  it("escape content in their HTML", () => {
    const hostile = { ...content, birds: [{ ...content.birds[0]!, name: { pt: "<script>x</script>", en: "a & b" } }] };
    const html = printed(hostile, "pt-en");
    expect(html).not.toContain("<script>x");
    expect(html).toContain("&lt;script&gt;");
  });
});
