import type { Language } from "../lib/i18n/languages";
import type { NavRoute } from "../lib/routing/navigation";
import { localizedPath } from "../lib/routing/routes";
import routes from "../../tests/fixtures/content/routes.json";

/** The real route table as the page query hands it to the layout, in one language. */
export function navRoutesIn(language: Language): NavRoute[] {
  return routes.map((route) => ({
    routeId: route.id,
    navGroup: route.navGroup,
    footerGroup: route.footerGroup,
    footerOrder: "footerOrder" in route ? route.footerOrder : null,
    navLabel: route.navLabel[language],
    path: localizedPath(route, language),
  }));
}

export const accommodationsPage = (language: Language) => ({
  routeId: "accommodations",
  language,
  alternates: { pt: "/pt/acomodacoes/", en: "/en/accommodations/" },
});
