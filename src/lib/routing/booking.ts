/** The route that is also the contact page (content/routes.json): directions and every way to reach the lodge. */
export const CONTACT_ROUTE_ID = "how-to-get-here";

/** Where a link goes: an outside page (new tab) or a page of this site (same tab). */
export interface LinkTarget {
  href: string;
  external: boolean;
}

/** A route of the page query's route table: its id and its path in the page's language. */
export interface RoutePath {
  routeId: string;
  path: string;
}

/**
 * "Book now" everywhere: the lodge's booking page (content/site.json › bookingUrl, in a new tab)
 * once it is set; until then the contact page in the page's language, so the button always leads
 * somewhere real. `routes` is the route table as the page query gives it, paths already in the page's
 * language (built by localizedPath); without a contact route, the home page of that table.
 */
export function bookingTarget(site: { bookingUrl: string }, routes: readonly RoutePath[]): LinkTarget {
  if (site.bookingUrl !== "") return { href: site.bookingUrl, external: true };
  const page = routes.find((route) => route.routeId === CONTACT_ROUTE_ID) ?? routes.find((route) => route.routeId === "home");
  return { href: page?.path ?? "/", external: false };
}
