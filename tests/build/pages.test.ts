import fs from "node:fs";
import { barePath, localizedPath } from "../../src/lib/routing/routes";
import { HREFLANG, LANGUAGES, type Language } from "../../src/lib/i18n/languages";
import { NOINDEX_ROBOTS, pageTitle } from "../../src/lib/seo/seo";
import { interpolateConstants, businessConstants } from "../../src/lib/format/business-constants";
import { WITHOUT_JS_CSS } from "../../src/lib/behaviours/without-js";
import { FOOTER_GROUPS } from "../../src/lib/routing/navigation";
import commonEn from "../../content/locales/en/common.json";
import commonPt from "../../content/locales/pt/common.json";
import { attr, content, fileFor, jsonLd, page, pathOf, siteUrl } from "./helpers";

const { routes, site } = content;
const text = (value: string, language: Language) => interpolateConstants(value, businessConstants(site, language));

interface Form {
  path: string;
  language: Language;
  bare: boolean;
}

const forms = routes.flatMap((route) => [
  ...LANGUAGES.map((language): Form & { route: typeof route } => ({ route, path: localizedPath(route, language), language, bare: false })),
  { route, path: barePath(route), language: "pt" as Language, bare: true },
]);

const COMMON = { pt: commonPt, en: commonEn };

describe.each(forms)("$path", ({ route, path, language, bare }) => {
  const root = page(path);

  it("declares its language", () => {
    expect(attr(root, "html", "lang")).toBe(HREFLANG[language]);
  });

  it("is titled page · product · tagline from the route table", () => {
    expect(root.querySelector("title")?.textContent).toBe(
      pageTitle(text(route.title[language], language), site.productName, text(site.tagline[language], language)),
    );
    expect(attr(root, 'meta[name="description"]', "content")).toBe(text(route.description[language], language));
  });

  it("renders its title as the one h1", () => {
    const headings = root.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
  });

  it("uses each element id once, so every label and in-page link finds its target", () => {
    const ids = root.querySelectorAll("[id]").map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  if (route.noindex) {
    it("forbids indexing and carries no canonical, alternates or social tags", () => {
      expect(attr(root, 'meta[name="robots"]', "content")).toBe(NOINDEX_ROBOTS);
      expect(root.querySelector('link[rel="canonical"]')).toBeNull();
      expect(root.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
      expect(root.querySelector('meta[property^="og:"]')).toBeNull();
      expect(root.querySelector('meta[name^="twitter:"]')).toBeNull();
    });
  } else {
    it(`has a canonical to the ${bare ? "Portuguese" : "page's own"} URL and reciprocal alternates`, () => {
      expect(attr(root, 'link[rel="canonical"]', "href")).toBe(siteUrl + localizedPath(route, language));
      expect(attr(root, 'link[rel="alternate"][hreflang="pt-BR"]', "href")).toBe(siteUrl + localizedPath(route, "pt"));
      expect(attr(root, 'link[rel="alternate"][hreflang="en"]', "href")).toBe(siteUrl + localizedPath(route, "en"));
      expect(attr(root, 'link[rel="alternate"][hreflang="x-default"]', "href")).toBe(siteUrl + localizedPath(route, "en"));
    });

    it("has social sharing tags with an 800 px lodge image", () => {
      expect(attr(root, 'meta[property="og:url"]', "content")).toBe(siteUrl + localizedPath(route, language));
      expect(attr(root, 'meta[property="og:locale"]', "content")).toBe(language === "pt" ? "pt_BR" : "en_US");
      expect(attr(root, 'meta[property="og:image"]', "content")).toMatch(new RegExp(`^${siteUrl}/static/.+\\.jpg$`));
      expect(attr(root, 'meta[property="og:image:width"]', "content")).toBe("800");
      expect(attr(root, 'meta[name="twitter:card"]', "content")).toBe("summary_large_image");
      expect(attr(root, 'meta[name="revisit-after"]', "content")).toBe("7 days");
    });
  }

  it("describes the lodge as a LodgingBusiness in parseable JSON-LD", () => {
    const lodging = jsonLd(root).find((data) => data["@type"] === "LodgingBusiness");
    expect(lodging).toMatchObject({
      address: { addressLocality: site.address.locality, addressCountry: site.address.country, addressRegion: site.address.region },
      geo: { latitude: site.geo.latitude, longitude: site.geo.longitude },
      checkinTime: site.checkInFrom,
      checkoutTime: site.checkOutUntil,
      audience: { audienceType: "Tourist" },
    });
    expect((lodging?.amenityFeature as Array<{ name: string }>).map((a) => a.name)).toEqual(["Birdwatching Trails", "Research Facilities"]);
    // A contact or profile unset in site.json gets no property at all.
    const profiles = [site.social.linkedin, site.social.instagram, site.social.facebook, site.social.youtube].filter(Boolean);
    expect(lodging?.sameAs).toEqual(profiles.length > 0 ? profiles : undefined);
    expect(lodging?.email).toBe(site.email || undefined);
    expect(lodging?.telephone).toBe(site.phone || undefined);
  });

  it(route.id === "home" ? "has no breadcrumbs" : "has breadcrumbs, also as a BreadcrumbList", () => {
    const list = jsonLd(root).find((data) => data["@type"] === "BreadcrumbList");
    const nav = root.querySelectorAll("nav").find((n) => n.querySelector("ol li a") && n.querySelector('[aria-current="page"]') && !n.querySelector("button"));
    if (route.id === "home") {
      expect(list).toBeUndefined();
    } else {
      expect(list).toBeDefined();
      expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe(route.navLabel[language]);
    }
  });

  it("runs the pre-paint language script in the head, before the body and every bundle", () => {
    const scripts = root.querySelectorAll("head script").filter((s) => s.textContent.includes(".run(window,"));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).toContain(bare ? '.run(window,{"language":null' : `.run(window,{"language":"${language}"`);
    expect(root.querySelectorAll("head script[src]")).toHaveLength(0);
  });

  it("carries the rules for a visitor without JavaScript in a <noscript> of its head", () => {
    // The parser keeps a <noscript>'s content as raw text, as a browser with scripting on does.
    const noscripts = root.querySelectorAll("head noscript").map((noscript) => noscript.innerHTML);
    expect(noscripts).toContain(`<style>${WITHOUT_JS_CSS}</style>`);
    // What the rules remove is a control that only a script can work: a toggle button, a tab list, the
    // cookie banner (without JavaScript nothing tracks, and its buttons could not work), or the script's
    // stand-ins beside a file picker (its look and the chosen file's name: the browser's own picker shows both).
    const removed = root.querySelectorAll('[data-without-js="hide"]');
    const besideFilePicker = (element: (typeof removed)[number]) => element.parentNode?.querySelector('input[type="file"]') != null;
    for (const element of removed) {
      const scriptOnly =
        element.tagName === "BUTTON" ||
        element.getAttribute("role") === "tablist" ||
        element.getAttribute("data-testid") === "consent-banner" ||
        besideFilePicker(element);
      expect(scriptOnly).toBe(true);
    }
    expect(removed.filter((element) => element.getAttribute("data-testid") === "consent-banner")).toHaveLength(1);
  });

  it("server-renders its main content and footer as Suspense boundaries, hydrated after the header in short tasks", () => {
    // React marks a boundary's server HTML with <!--$--> … <!--/$-->; the client leaves it dehydrated
    // until the blocking hydration of the rest is done (src/components/Layout).
    const html = fs.readFileSync(fileFor(path), "utf8");
    expect(html).toMatch(/<main id="main"[^>]*><!--\$-->[\s\S]*<!--\/\$--><\/main>/);
    if (route.layout !== "standalone") expect(html).toMatch(/<!--\$--><footer[\s\S]*<\/footer><!--\/\$-->/);
  });

  if (route.layout === "standalone") {
    it("has no navbar or footer", () => {
      expect(root.querySelector("header")).toBeNull();
      expect(root.querySelector("footer")).toBeNull();
    });
  } else {
    it("has the navbar, a skip link and the footer", () => {
      expect(root.querySelector("header nav")).not.toBeNull();
      expect(attr(root, 'a[href="#main"]', "href")).toBe("#main");
      expect(root.querySelector("footer")).not.toBeNull();
      expect(root.querySelector("main#main")).not.toBeNull();
    });

    it("sends Book now to the booking page in a new tab once set, else to the booking enquiry form of its language", () => {
      const book = root.querySelectorAll("header a").find((a) => a.textContent.includes(COMMON[language].nav.bookNow));
      if (site.bookingUrl) {
        expect(book?.getAttribute("href")).toBe(site.bookingUrl);
        expect(book?.getAttribute("target")).toBe("_blank");
      } else {
        expect(book?.getAttribute("href")).toBe(pathOf("booking-enquiry", language));
        expect(book?.hasAttribute("target")).toBe(false);
      }
    });

    it("links WhatsApp in the header only once a number is set", () => {
      const whatsapp = root.querySelectorAll("header a").filter((a) => (a.getAttribute("href") ?? "").startsWith("https://wa.me/"));
      expect(whatsapp.length > 0).toBe(site.whatsappReservations !== "");
    });
  }
});

describe.each(LANGUAGES)("footer columns (%s)", (language) => {
  /**
   * A column's pages as the route table places them (content/routes.json, the editors'): the routes of
   * its footerGroup, those given a footerOrder first in that order, then the others in the table's
   * order; a route switched off in site.json is already gone from the content.
   */
  const column = (group: string) => {
    const members = routes.filter((route) => route.footerGroup === group);
    const ordered = members.filter((route) => route.footerOrder != null).sort((a, b) => a.footerOrder! - b.footerOrder!);
    return [...ordered, ...members.filter((route) => route.footerOrder == null)].map((route) => route.id);
  };
  const footer = page(pathOf("home", language)).querySelector("footer");
  it.each(FOOTER_GROUPS.map((group) => [group, column(group)] as const))("%s lists its pages in the footer's order", (group, ids) => {
    const label = COMMON[language].footer[group];
    const heading = footer?.querySelectorAll("h2").find((h) => h.textContent === label);
    const hrefs = heading?.parentNode.querySelectorAll("li a").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(ids.map((id) => pathOf(id, language)));
  });
});

describe.each(LANGUAGES)("footer contacts and links (%s)", (language) => {
  const footer = page(pathOf("home", language)).querySelector("footer");
  const hrefs = footer?.querySelectorAll("a").map((a) => a.getAttribute("href") ?? "") ?? [];
  const strings = COMMON[language].footer;

  it("has a Contact column only with a contact to show, and shows exactly the ones that are set", () => {
    const heading = footer?.querySelectorAll("h2").find((h) => h.textContent === strings.contact);
    const contacts = [site.email, site.phone, site.whatsappReservations, site.whatsappGuidance].filter(Boolean);
    expect(heading !== undefined).toBe(contacts.length > 0);
    expect(hrefs.filter((href) => /^(mailto:|tel:|https:\/\/wa\.me\/)/.test(href)).length).toBe(contacts.length + (site.feedbackEmail ? 1 : 0));
  });

  it("has a row of social links only with a profile to show, one link each", () => {
    const profiles = Object.values(site.social).filter(Boolean);
    expect(footer?.textContent.includes(strings.followUs)).toBe(profiles.length > 0);
    for (const url of profiles) expect(hrefs).toContain(url);
  });

  it("shows the feedback and review links that are set, and always the cookie preferences", () => {
    const text = footer?.textContent ?? "";
    expect(text.includes(strings.siteFeedback)).toBe(site.feedbackEmail !== "");
    expect(text.includes(strings.reviewLodge)).toBe(site.lodgeReviewUrl !== "");
    expect(text.includes(strings.reviewExperience)).toBe(site.experienceReviewFormUrl !== "");
    expect(footer?.querySelector("button")?.textContent).toBe(COMMON[language].consent.reopen);
  });

  it("names the developer site.json gives, linked only to an address of the developer's own, and no one otherwise", () => {
    const credit = site.developerCredit;
    expect(footer?.textContent.includes(COMMON[language].footer.developedBy)).toBe(credit !== undefined);
    if (credit) expect(footer?.textContent).toContain(`${COMMON[language].footer.developedBy} ${credit.name[language]}`);
    if (credit?.url) expect(hrefs).toContain(credit.url);
  });
});

/** The words of a title part that carry meaning (four letters or more), in lower case. */
const meaningfulWords = (part: string) => new Set(part.toLocaleLowerCase().match(/\p{L}{4,}/gu) ?? []);

describe.each(LANGUAGES)("the home page's title (%s)", (language) => {
  const home = routes.find((route) => route.template === "home");
  const title = page(home ? localizedPath(home, language) : `/${language}/`).querySelector("title")?.textContent ?? "";

  // The home's own part comes first and the tagline last in every page's title; the home's part is
  // there to add something (where the lodge is), not to say the tagline twice.
  it("says nothing twice: its own part shares no word with the name or the tagline", () => {
    const [own = "", ...rest] = title.split(" · ");
    const repeated = [...meaningfulWords(own)].filter((word) => rest.some((part) => meaningfulWords(part).has(word)));
    expect(repeated).toEqual([]);
    expect(attr(page(`/${language}/`), 'meta[property="og:title"]', "content")).toBe(title);
  });
});

describe("English addresses", () => {
  // A page whose English slug is its own: the English page is in English, and the English address
  // with the Portuguese slug (what the page had before its slug was translated) leads there.
  const translated = routes.filter((route) => route.slug.en !== route.slug.pt);
  it.each(translated.map((route) => [route.id, route] as const))("%s: its Portuguese-slug English address leads to its English page", (_id, route) => {
    expect(attr(page(localizedPath(route, "en")), "html", "lang")).toBe(HREFLANG.en);
    expect(attr(page(`/en/${route.slug.pt}/`), 'meta[http-equiv="refresh"]', "content")).toBe(`0; url=${localizedPath(route, "en")}`);
  });
});
