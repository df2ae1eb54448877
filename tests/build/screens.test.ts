import { businessConstants } from "../../src/lib/format/business-constants";
import { formatYearMonth } from "../../src/lib/format/dates";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { content, jsonLd, mainText, page, pathOf, text } from "./helpers";

const { site, faq, howToGetHere, privacy } = content;

describe.each(LANGUAGES)("FAQ (%s)", (language) => {
  const urlPath = pathOf("faq", language);
  const questions = faq.groups.flatMap((group) => group.items);

  it("shows every question and answer", () => {
    const shown = mainText(urlPath);
    for (const item of questions) {
      expect(shown).toContain(text(item.question, language));
      for (const paragraph of item.answer) expect(shown).toContain(text(paragraph, language));
    }
  });

  it("states check-in, check-out, the early meal price and the refund period from site config", () => {
    const shown = mainText(urlPath);
    const constants = businessConstants(site, language);
    for (const key of ["checkIn", "checkOut", "earlyMealPrice", "refundDays", "breakfast", "dinner"]) expect(shown).toContain(constants[key]);
  });

  it("describes itself as a FAQPage with every question", () => {
    const data = jsonLd(page(urlPath)).find((d) => d["@type"] === "FAQPage") as { mainEntity: Array<{ name: string }> } | undefined;
    expect(data?.mainEntity.map((q) => q.name)).toEqual(questions.map((item) => text(item.question, language)));
  });
});

describe.each(LANGUAGES)("How to get here (%s)", (language) => {
  const urlPath = pathOf("how-to-get-here", language);
  const root = page(urlPath);

  it("gives the three distances from site config", () => {
    const shown = mainText(urlPath);
    for (const { km, place } of site.distances) expect(shown).toMatch(new RegExp(`${km} km ?${place}`));
  });

  it("names the airports and the road", () => {
    const shown = mainText(urlPath);
    for (const airport of howToGetHere.airports) {
      expect(shown).toContain(airport.code);
      expect(shown).toContain(`${airport.name[language]}, ${airport.city}`); // in the page's language
    }
    expect(shown).toContain("MT-010");
  });

  it("is the contact page: e-mail, phone, both WhatsApp lines and booking, from site config", () => {
    const hrefs = root.querySelectorAll("main a").map((a) => a.getAttribute("href"));
    expect(hrefs).toContain(`mailto:${site.email}`);
    expect(hrefs).toContain(`tel:${site.phone.replace(/[^\d+]/g, "")}`);
    expect(hrefs).toContain(`https://wa.me/${site.whatsappReservations.replace(/\D/g, "")}`);
    expect(hrefs).toContain(`https://wa.me/${site.whatsappGuidance.replace(/\D/g, "")}`);
    expect(hrefs).toContain(site.bookingUrl);
  });

  it("links the map out instead of loading one", () => {
    const hrefs = root.querySelectorAll("main a").map((a) => a.getAttribute("href"));
    expect(hrefs).toContain(`https://www.google.com/maps/search/?api=1&query=${site.geo.latitude},${site.geo.longitude}`);
    expect(root.querySelector("iframe")).toBeNull();
  });
});

describe.each(LANGUAGES)("Privacy policy (%s)", (language) => {
  const urlPath = pathOf("privacy-policy", language);

  it("says when it was last updated, in the page's language", () => {
    expect(mainText(urlPath)).toContain(formatYearMonth(privacy.lastUpdated, language));
    expect(privacy.lastUpdated).toBe("2025-05");
  });

  it("has every section, with the retention and response constants from site config", () => {
    const shown = mainText(urlPath);
    for (const section of privacy.sections) expect(shown).toContain(text(section.heading, language));
    expect(shown).toContain(String(site.analyticsRetentionMonths));
    expect(shown).toContain(String(site.privacyResponseBusinessDays));
    expect(shown).toContain("SameSite");
    expect(shown).toContain("LGPD");
  });
});
