import { breadcrumbTrail } from "./breadcrumbs";
import type { NavRoute } from "../routing/navigation";
import { NOT_FOUND_ROUTE_ID, type SitePageContext } from "../routing/page-context";
import type { Crumb } from "./structured-data";

/** The page's breadcrumb trail (none on home), shared by the visible nav and the JSON-LD. */
export function pageCrumbs(
  page: Pick<SitePageContext, "routeId" | "language" | "alternates">,
  routes: readonly NavRoute[],
  homeLabel: string,
  pageLabel: string,
): Crumb[] {
  if (page.routeId === "home") return [];
  const homePath = `/${page.language}/`;
  if (page.routeId === NOT_FOUND_ROUTE_ID) return [{ label: homeLabel, path: homePath }, { label: pageLabel }];
  const labels = new Map(routes.map((route) => [route.path, route.navLabel]));
  const current = page.alternates[page.language];
  // An entry's page (a species under the field guides) is no route of its own: it is named by its title.
  return breadcrumbTrail(current, homeLabel, homePath, (path) => labels.get(path) ?? (path === current ? pageLabel : undefined));
}
