import { businessConstants } from "../../src/lib/format/business-constants";
import { formatYearMonth } from "../../src/lib/format/dates";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import howToGetHereEn from "../../content/locales/en/howToGetHere.json";
import howToGetHerePt from "../../content/locales/pt/howToGetHere.json";
import { content, jsonLd, mainText, page, pathOf, text } from "./helpers";

const { site, faq, howToGetHere, privacy } = content;
const bookNow = { pt: howToGetHerePt.bookNow, en: howToGetHereEn.bookNow };

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

  it("is the contact page: the e-mail, phone and WhatsApp lines of site config that are set, and none that is not", () => {
    const hrefs = root.querySelectorAll("main a").map((a) => a.getAttribute("href") ?? "");
    const expected = [
      site.email && `mailto:${site.email}`,
      site.phone && `tel:${site.phone.replace(/[^\d+]/g, "")}`,
      site.whatsappReservations && `https://wa.me/${site.whatsappReservations.replace(/\D/g, "")}`,
      site.whatsappGuidance && `https://wa.me/${site.whatsappGuidance.replace(/\D/g, "")}`,
    ].filter(Boolean);
    expect(hrefs.filter((href) => /^(mailto:|tel:|https:\/\/wa\.me\/)/.test(href))).toEqual(expected);
  });

  it("offers Book now: the booking page in a new tab once set, until then the booking enquiry form", () => {
    const book = root.querySelectorAll("main a").filter((a) => a.textContent.includes(bookNow[language]));
    if (site.bookingUrl) {
      expect(book.map((a) => a.getAttribute("href"))).toContain(site.bookingUrl);
      expect(book[0]?.getAttribute("target")).toBe("_blank");
    } else {
      expect(book.map((a) => a.getAttribute("href"))).toEqual([pathOf("booking-enquiry", language)]);
      expect(book[0]?.hasAttribute("target")).toBe(false);
    }
  });

  it("has a contact section listing only the channels site config sets", () => {
    const channels = [site.email, site.phone, site.whatsappReservations, site.whatsappGuidance].filter(Boolean);
    expect(root.querySelector("#contact")).not.toBeNull();
    expect(root.querySelectorAll("#contact li")).toHaveLength(channels.length);
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
    // May 2025 was the first version; the newsletter and booking enquiries were added in November 2026.
    expect(privacy.lastUpdated).toBe("2026-11");
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
