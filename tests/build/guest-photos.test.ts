import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import screensEn from "../../content/locales/en/screens.json";
import screensPt from "../../content/locales/pt/screens.json";
import { GUEST } from "../support/photo-upload";
import { SEEDED_GUEST_PHOTO } from "../support/seed-gallery";
import { fileFor, page, pathOf, PUBLIC_DIR } from "./helpers";

const CREDIT_LINE = { pt: screensPt.gallery.credit, en: screensEn.gallery.credit };

/** The test build's data has one guest photo, sent through the upload endpoint with a phone's EXIF and approved by staff. */
describe.each(LANGUAGES)("the approved guest photo in the %s gallery", (language) => {
  const root = page(pathOf("gallery", language));
  const caption = `${SEEDED_GUEST_PHOTO.caption} — ${CREDIT_LINE[language].replace("{{credit}}", SEEDED_GUEST_PHOTO.credit)}`;
  const figure = root.querySelectorAll("main figure").find((candidate) => candidate.querySelector("figcaption")?.textContent.trim() === caption);

  it("is shown after the lodge's photos with the caption and credit staff set, the caption's words marked with their language", () => {
    expect(figure).toBeDefined();
    // Staff gave the caption in the guest's language only: on the other language's page, the caption's
    // text and the image's alt carry its language, and the credit line (in the page's language) does not.
    const foreign = language === SEEDED_GUEST_PHOTO.language ? null : SEEDED_GUEST_PHOTO.language;
    const marked = figure?.querySelectorAll("figcaption[lang], figcaption [lang]") ?? [];
    expect(marked.map((element) => [element.getAttribute("lang"), element.textContent])).toEqual(foreign ? [[foreign, SEEDED_GUEST_PHOTO.caption]] : []);
    const image = figure?.querySelector("img[data-main-image]");
    expect(image?.getAttribute("alt")).toBe(SEEDED_GUEST_PHOTO.caption);
    expect(image?.getAttribute("lang") ?? null).toBe(foreign);
  });

  it("is processed like every picture (responsive sizes in modern formats), and no file of it carries EXIF or GPS", async () => {
    const sources = [...(figure?.querySelectorAll("source, img[data-main-image]") ?? [])].flatMap((element) =>
      (element.getAttribute("srcset") ?? element.getAttribute("data-srcset") ?? "").split(",").map((entry) => entry.trim().split(" ")[0] ?? ""),
    );
    const files = [...new Set(sources.filter((source) => source.startsWith("/static/")))];
    expect(files.some((file) => file.endsWith(".webp"))).toBe(true);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const bytes = fs.readFileSync(fileFor(file));
      const metadata = await sharp(bytes).metadata();
      expect(`${file}: ${metadata.exif ? "EXIF" : "no EXIF"}, ${metadata.xmp ? "XMP" : "no XMP"}`).toBe(`${file}: no EXIF, no XMP`);
      expect(bytes.includes("TestCamera")).toBe(false);
    }
  });

  it("never publishes the guest's e-mail or their own caption", () => {
    const pageData = fs.readFileSync(path.join(PUBLIC_DIR, "page-data", pathOf("gallery", language), "page-data.json"), "utf8");
    for (const published of [root.toString(), pageData]) {
      expect(published).not.toContain(GUEST.email);
      expect(published).not.toContain(SEEDED_GUEST_PHOTO.guestCaption);
    }
  });
});
