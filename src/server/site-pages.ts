import routes from "../../content/routes.json";
import type { Language } from "../lib/i18n/languages";
import { localizedPath } from "../lib/routing/routes";

/**
 * A page's path in a language, from the route table by the route's id: links the server writes into
 * mail and redirects follow an editor's renamed slug. A missing route stops the server at start-up
 * (callers resolve their pages when their module loads), not at the first mail.
 */
export function sitePagePath(routeId: string, language: Language, why: string): string {
  const route = routes.find((entry) => entry.id === routeId);
  if (!route) throw new Error(`content/routes.json has no "${routeId}" route, ${why}`);
  return localizedPath(route, language);
}
