import fs from "node:fs";
import path from "node:path";
import { formatBRL } from "../lib/format/business-constants";
import { DOCUMENTS_HASH_FILE, documentSources, sourceHash } from "./documents";
import { loadContent } from "../content/load-content";

const contentDir = path.resolve(__dirname, "../../content");
const content = loadContent(contentDir);

describe("downloadable documents", () => {
  it("were printed from the current content (else run `npm run documents`)", () => {
    expect(fs.readFileSync(path.join(contentDir, DOCUMENTS_HASH_FILE), "utf8").trim()).toBe(sourceHash(content));
  });
  it("are listed in content/documents.json and are PDF files", () => {
    const listed = content.documents.map((d) => d.file).sort();
    expect(
      documentSources(content)
        .map((d) => d.file)
        .sort(),
    ).toEqual(listed);
    for (const file of listed) expect(fs.readFileSync(path.join(contentDir, file)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
  it("carry the constants and every species of the content", () => {
    const [checklist, guidePt, guideEn] = documentSources(content).map((d) => d.html);
    for (const bird of content.birds) expect(checklist).toContain(bird.scientificName);
    for (const primate of content.primates) expect(checklist).toContain(primate.scientificName);
    expect(guidePt).toContain(content.site.checkInFrom);
    expect(guideEn).toContain(content.site.checkOutUntil);
    expect(guidePt).toContain(formatBRL(content.site.earlyMealAccessPriceBRL, "pt"));
    expect(guideEn).not.toContain("{{");
  });
  it("escape content in their HTML", () => {
    const hostile = { ...content, birds: [{ ...content.birds[0]!, name: { pt: "<script>x</script>", en: "a & b" } }] };
    const html = documentSources(hostile)[0]!.html;
    expect(html).not.toContain("<script>x");
    expect(html).toContain("&lt;script&gt;");
  });
});
