import { roomStay } from "../lib/forms/enquiry";
import { roomEnquiryPath } from "../lib/routing/booking";
import type { SitePageContext } from "../lib/routing/page-context";
import { alternatePaths, barePath } from "../lib/routing/routes";
import type { RouteEntry } from "./collections";
import type { ListedEntry } from "./entry-pages";
import { threePages, type PageSpec, type SharedContext } from "./localized-pages";
import { templateNamespaces } from "./template-namespaces";

/** The booking enquiry's page; on a room's own copy, the stay its form starts with (`room:<id>`). */
export interface EnquiryPageContext extends SitePageContext {
  chosenStay?: string;
}

/**
 * A copy of the booking enquiry for each room, under the enquiry's address, built with that room
 * chosen: a room's "Ask about this room" leads there, so the room is chosen in the HTML itself, for a
 * visitor without script too (a query string could only be read by a script, the page being static).
 * Never indexed: each is the enquiry page again.
 */
export function roomEnquiryPages(route: RouteEntry, entries: readonly ListedEntry[], component: string): PageSpec[] {
  const paths = alternatePaths(route);
  return entries
    .filter((entry) => entry.collection === "rooms")
    .flatMap((room) => {
      const id = String(room.id);
      const shared: SharedContext<EnquiryPageContext> = {
        routeId: route.id,
        noindex: true,
        layout: route.layout,
        alternates: { pt: roomEnquiryPath(paths.pt, id), en: roomEnquiryPath(paths.en, id) },
        namespaces: templateNamespaces(route.template),
        chosenStay: roomStay(id),
      };
      return threePages(shared, component, roomEnquiryPath(barePath(route), id));
    });
}
