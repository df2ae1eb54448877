/** The route of the booking enquiry form (content/routes.json), which stands in for a booking page. */
export const ENQUIRY_ROUTE_ID = "booking-enquiry";

/**
 * The booking enquiry with a room already chosen: the enquiry's own copy for that room, built with it
 * chosen (src/content/enquiry-pages.ts), under the enquiry's path by the room's id (letters, digits,
 * hyphens: nothing to escape).
 */
export const roomEnquiryPath = (enquiryPath: string, roomId: string) => `${enquiryPath}${roomId}/`;

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
 * once it is set; until then the booking enquiry form in the page's language, which the lodge answers
 * by e-mail. `routes` is the route table as the page query gives it, paths already in the page's
 * language (built by localizedPath); without an enquiry route, the home page of that table.
 */
export function bookingTarget(site: { bookingUrl: string }, routes: readonly RoutePath[]): LinkTarget {
  if (site.bookingUrl !== "") return { href: site.bookingUrl, external: true };
  const page = routes.find((route) => route.routeId === ENQUIRY_ROUTE_ID) ?? routes.find((route) => route.routeId === "home");
  return { href: page?.path ?? "/", external: false };
}
