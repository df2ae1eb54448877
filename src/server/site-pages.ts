import type { Language } from "../lib/i18n/languages";
import { localizedPath } from "../lib/routing/routes";
import { routes } from "./content/routes";

/**
 * A page's path in a language, from the route table by the route's id: links the server writes into
 * mail and redirects follow an editor's renamed slug. The server looks up the pages it links to at
 * start-up (start-server.ts), so a missing route stops it then, not at the first mail.
 */
export function sitePagePath(routeId: string, language: Language, why: string): string {
  const route = routes().find((entry) => entry.id === routeId);
  if (!route) throw new Error(`content/routes.json has no "${routeId}" route, ${why}`);
  return localizedPath(route, language);
}

/** The staff area, in Portuguese (the staff's language), where the lodge's mail links. */
export const staffPagePath = () => sitePagePath("staff", "pt", "where the lodge's enquiry mail links");
