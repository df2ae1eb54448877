import { breadcrumbTrail } from "./breadcrumbs";
import { pageCrumbs } from "./page-crumbs";
import type { NavRoute } from "../routing/navigation";
import { breadcrumbList, faqPage } from "./structured-data";

const routes: NavRoute[] = [
  { routeId: "home", navGroup: null, footerGroup: "about", navLabel: "Início", path: "/pt/" },
  { routeId: "accommodations", navGroup: "accommodation", footerGroup: "accommodation", navLabel: "Quartos", path: "/pt/acomodacoes/" },
];

describe("breadcrumbs", () => {
  it("start with home and end with the current page, not linked", () => {
    expect(
      pageCrumbs(
        { routeId: "accommodations", language: "pt", alternates: { pt: "/pt/acomodacoes/", en: "/en/accommodations/" } },
        routes,
        "Início",
        "Acomodações",
      ),
    ).toEqual([{ label: "Início", path: "/pt/" }, { label: "Quartos" }]);
  });
  it("name an entry's page by its title, under its listing", () => {
    expect(
      pageCrumbs(
        { routeId: "accommodations", language: "pt", alternates: { pt: "/pt/acomodacoes/bangalo-familia/", en: "/en/accommodations/family-bungalow/" } },
        routes,
        "Início",
        "Bangalô Família",
      ),
    ).toEqual([{ label: "Início", path: "/pt/" }, { label: "Quartos", path: "/pt/acomodacoes/" }, { label: "Bangalô Família" }]);
  });
  it("are empty on home", () => {
    expect(pageCrumbs({ routeId: "home", language: "pt", alternates: { pt: "/pt/", en: "/en/" } }, routes, "Início", "")).toEqual([]);
  });
  it("name the not-found page by its title", () => {
    expect(pageCrumbs({ routeId: "not-found", language: "en", alternates: { pt: "/pt/404/", en: "/en/404/" } }, routes, "Home", "Page Not Found")).toEqual([
      { label: "Home", path: "/en/" },
      { label: "Page Not Found" },
    ]);
  });
  it("give one entry per segment, with readable labels for unknown slugs", () => {
    expect(breadcrumbTrail("/en/trails/jatoba-trail/", "Home", "/en/", (p) => (p === "/en/trails/" ? "Trails" : undefined))).toEqual([
      { label: "Home", path: "/en/" },
      { label: "Trails", path: "/en/trails/" },
      { label: "jatoba trail" },
    ]);
  });
  it("become a BreadcrumbList with absolute items", () => {
    const list = breadcrumbList([{ label: "Home", path: "/en/" }, { label: "Rooms" }], "https://lodge.test", "https://lodge.test/en/accommodations/");
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://lodge.test/en/" },
      { "@type": "ListItem", position: 2, name: "Rooms", item: "https://lodge.test/en/accommodations/" },
    ]);
  });
});

describe("FAQPage", () => {
  it("lists every question with its answer", () => {
    const data = faqPage([{ question: "When is check-in?", answer: ["From 16:00.", "Early arrival is possible."] }], "en");
    expect(data).toMatchObject({ "@type": "FAQPage", inLanguage: "en" });
    expect(data.mainEntity).toEqual([
      { "@type": "Question", name: "When is check-in?", acceptedAnswer: { "@type": "Answer", text: "From 16:00.\n\nEarly arrival is possible." } },
    ]);
  });
});
