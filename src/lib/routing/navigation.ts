/** Navbar dropdown groups and footer columns, each in display order. */
export const NAV_GROUPS = ["accommodation", "experiences", "conservation", "prepare"] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];
export const FOOTER_GROUPS = ["about", "accommodation", "experiences", "information", "presence"] as const;
export type FooterGroup = (typeof FOOTER_GROUPS)[number];

/** What the layout needs of a route, already in the page's language (from the page query). */
export interface NavRoute {
  routeId: string;
  navGroup: string | null;
  footerGroup: string | null;
  /** Place in its footer column, where it differs from the route table's order. */
  footerOrder?: number | null;
  navLabel: string;
  path: string;
}

export interface LinkGroup<G extends string> {
  group: G;
  links: Array<{ routeId: string; label: string; path: string }>;
}

function groupBy<G extends string>(routes: readonly NavRoute[], groups: readonly G[], key: "navGroup" | "footerGroup"): Array<LinkGroup<G>> {
  return groups.map((group) => ({
    group,
    links: routes.filter((route) => route[key] === group).map(({ routeId, navLabel, path }) => ({ routeId, label: navLabel, path })),
  }));
}

/** Members of each dropdown come from the route table's navGroup, in route-table order. */
export const navGroups = (routes: readonly NavRoute[]) => groupBy(routes, NAV_GROUPS, "navGroup");
/** Footer columns: a route's footerOrder first (where the footer orders pages unlike the navbar), then the route table's order. */
export const footerGroups = (routes: readonly NavRoute[]) =>
  groupBy(
    [...routes].sort((a, b) => (a.footerOrder ?? Number.MAX_SAFE_INTEGER) - (b.footerOrder ?? Number.MAX_SAFE_INTEGER)),
    FOOTER_GROUPS,
    "footerGroup",
  );

/** The route whose page holds the message form, and the form's section: "Contact" leads there, not to the top of the page. */
export const CONTACT_ROUTE_ID = "how-to-get-here";
export const CONTACT_SECTION_ID = "contact";

/** "Contact" in the page's language: the message form's section (undefined without that route). */
export function contactPath(routes: ReadonlyArray<{ routeId: string; path: string }>): string | undefined {
  const route = routes.find(({ routeId }) => routeId === CONTACT_ROUTE_ID);
  return route && `${route.path}#${CONTACT_SECTION_ID}`;
}

/** wa.me wants the number as digits only. */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
