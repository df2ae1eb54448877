import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../lib/i18n/languages";
import { NOT_FOUND_ROUTE_ID, OFFLINE_PATHS, OFFLINE_ROUTE_ID, type EntryPageContext } from "../lib/routing/page-context";
import { alternatePaths, barePath } from "../lib/routing/routes";
import { i18nContext, threePages, type PageSpec, type SharedContext } from "./localized-pages";
import type { Content, RouteEntry } from "./collections";
import { entryBarePath, entryPath, listedEntries, type EntryCollection, type EntryTemplate, type ListedEntry } from "./entry-pages";
import { entrySightings } from "./entry-sightings";
import { roomEnquiryPages } from "./enquiry-pages";
import { checklistLink, checklistPages, entryChecklistPaths } from "./checklist-page";
import type { PublishedSightings } from "../server/sightings/published-sightings";
import { templateNamespaces } from "./template-namespaces";

export { i18nContext, type PageSpec };

const TEMPLATE_DIR = path.resolve(__dirname, "../templates");
/** Templates whose pages a build may not make (no eBird records, no checklist): why, in the template. */
const OPTIONAL_TEMPLATE_DIR = path.resolve(__dirname, "../../optional-templates");
const OPTIONAL_TEMPLATES: readonly string[] = ["bird-checklist"];

export function templateFile(template: RouteEntry["template"] | EntryTemplate | "not-found" | "offline"): string {
  return path.join(OPTIONAL_TEMPLATES.includes(template) ? OPTIONAL_TEMPLATE_DIR : TEMPLATE_DIR, `${template}.tsx`);
}

/** Every page of a route: `/pt/<slug>/`, `/en/<slug>/`, and the bare `/<pt-slug>/`. */
export function pagesForRoute(route: RouteEntry): PageSpec[] {
  const shared = {
    routeId: route.id,
    noindex: route.noindex,
    layout: route.layout,
    alternates: alternatePaths(route),
    namespaces: templateNamespaces(route.template),
  };
  return threePages(shared, templateFile(route.template), barePath(route));
}

/** The lodge's published eBird checklist (null when none was imported) and the month (1–12) a trail page calls "this month". */
export interface EntrySightingsInput {
  published: PublishedSightings | null;
  month: number;
  /** The checklist's route, which entries' pages link to when the build has a checklist. */
  checklistRoute?: RouteEntry;
}

export const NO_SIGHTINGS: EntrySightingsInput = { published: null, month: 1 };

/**
 * The pages of each listed entry (`/pt/<listing>/<slug>/`, `/en/…`, bare), in the context of its
 * listing's route, with the ids of its neighbours in the listing's order, and its own part of the
 * lodge's records (only its own: the context is shipped in the page's data).
 */
export function pagesForEntries(entries: readonly ListedEntry[], sightings: EntrySightingsInput = NO_SIGHTINGS): PageSpec[] {
  const checklistPathsOf = sightings.published && sightings.checklistRoute && entryChecklistPaths(sightings.checklistRoute, sightings.published, entries);
  return entries.flatMap((entry, index) => {
    const none = typeof entry.id === "number" ? 0 : "";
    const sameListing = (other: ListedEntry | undefined) => (other && other.listing.id === entry.listing.id ? other.id : none);
    const shared: SharedContext<EntryPageContext> = {
      routeId: entry.listing.id,
      noindex: entry.listing.noindex,
      layout: entry.listing.layout,
      alternates: { pt: entryPath(entry, "pt"), en: entryPath(entry, "en") },
      namespaces: templateNamespaces(entry.template),
      entryId: entry.id,
      neighbourIds: [sameListing(entries[index - 1]), sameListing(entries[index + 1])] as EntryPageContext["neighbourIds"],
      ...entry.related,
      ...entrySightings(entry, entries, sightings.published, sightings.month),
      ...(checklistPathsOf && { checklistPaths: checklistPathsOf(entry) }),
    };
    return threePages(shared, templateFile(entry.template), entryBarePath(entry));
  });
}

/**
 * Not-found pages: one per language answering every unknown path under its prefix (matchPath), and
 * the root /404/ (Gatsby's 404.html) for unknown bare paths, in Portuguese, which hands visitors to
 * their language's 404 before first paint.
 */
export function notFoundPages(): PageSpec[] {
  const alternates = { pt: "/pt/404/", en: "/en/404/" } satisfies Record<Language, string>;
  const shared = { routeId: NOT_FOUND_ROUTE_ID, noindex: true, layout: "standard" as const, alternates, namespaces: templateNamespaces("not-found") };
  const component = templateFile("not-found");
  return [
    ...LANGUAGES.map((language): PageSpec => ({
      path: alternates[language],
      matchPath: `/${language}/*`,
      component,
      context: { ...shared, language, bare: false, i18n: i18nContext(alternates[language], language, false, "/404/") },
    })),
    { path: "/404/", component, context: { ...shared, language: DEFAULT_LANGUAGE, bare: true, i18n: i18nContext("/404/", DEFAULT_LANGUAGE, true, "/404/") } },
  ];
}

/**
 * The offline pages, one per language: what the field kit's service worker shows for an address not
 * saved on the phone. Never indexed, and no bare copy: a phone only ever gets them from the worker.
 */
export function offlinePages(): PageSpec[] {
  const shared = {
    routeId: OFFLINE_ROUTE_ID,
    noindex: true,
    layout: "standard" as const,
    alternates: OFFLINE_PATHS,
    namespaces: templateNamespaces("offline"),
  };
  const component = templateFile("offline");
  return LANGUAGES.map((language) => ({
    path: OFFLINE_PATHS[language],
    component,
    context: { ...shared, language, bare: false, i18n: i18nContext(OFFLINE_PATHS[language], language, false, OFFLINE_PATHS[DEFAULT_LANGUAGE].slice(3)) },
  }));
}

/**
 * The content as this build's pages see it: without the checklist's route when no records were
 * imported, so its route node, and with it every menu and footer link to the page, is absent too.
 */
export function contentWithBuiltRoutes<T extends Pick<Content, "routes">>(content: T, published: PublishedSightings | null): T {
  return published ? content : { ...content, routes: content.routes.filter((route) => route.template !== "bird-checklist") };
}

/** Template files whose pages link to the checklist when the build has one, with what was seen lately. */
const LINKING_TEMPLATES: ReadonlyArray<RouteEntry["template"]> = ["birdwatching"];

/**
 * A route's pages as the build's data allows: the checklist's only when records were imported (no
 * empty page instead, and then nothing links to it), the pages that link to it with its address;
 * the booking enquiry's with a copy for each room (enquiry-pages.ts).
 */
function routePages(route: RouteEntry, routes: readonly RouteEntry[], entries: readonly ListedEntry[], published: PublishedSightings | null): PageSpec[] {
  if (route.template === "bird-checklist") return published ? checklistPages(route, published, entries, templateFile(route.template)) : [];
  const pages = pagesForRoute(route);
  if (route.template === "booking-enquiry") return [...pages, ...roomEnquiryPages(route, entries, templateFile(route.template))];
  const checklistRoute = routes.find((other) => other.template === "bird-checklist");
  if (!published || !checklistRoute || !LINKING_TEMPLATES.includes(route.template)) return pages;
  return pages.map((page) => ({ ...page, context: { ...page.context, ...checklistLink(checklistRoute, published, entries, page.context.language) } }));
}

export function allPages(routes: readonly RouteEntry[], entries: readonly ListedEntry[], sightings: EntrySightingsInput = NO_SIGHTINGS): PageSpec[] {
  return [
    ...routes.flatMap((route) => routePages(route, routes, entries, sightings.published)),
    ...pagesForEntries(entries, { ...sightings, checklistRoute: routes.find((route) => route.template === "bird-checklist") }),
    ...notFoundPages(),
    ...offlinePages(),
  ];
}

/** Every page the site's content and the build's data make: its routes, its listed entries, the not-found pages. */
export function sitePages(content: Pick<Content, "routes" | EntryCollection>, sightings: EntrySightingsInput = NO_SIGHTINGS): PageSpec[] {
  return allPages(content.routes, listedEntries(content), sightings);
}

export function createSitePages(
  content: Pick<Content, "routes" | EntryCollection>,
  createPage: (page: PageSpec) => void,
  sightings: EntrySightingsInput = NO_SIGHTINGS,
): void {
  for (const page of sitePages(content, sightings)) createPage(page);
}
