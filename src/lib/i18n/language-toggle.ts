import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, otherLanguage, type Language } from "./languages";
import { NOT_FOUND_ROUTE_ID, type SitePageContext } from "../routing/page-context";

/** The toggle shows the code of the language it leads to: EN on Portuguese pages, PT otherwise. */
export function toggleLabel(current: Language): string {
  return otherLanguage(current).toUpperCase();
}

/** The counterpart page with its translated slug, keeping query and hash; a 404 leads to the other home. */
export function toggleTarget(context: Pick<SitePageContext, "routeId" | "language" | "alternates">, search: string, hash: string): string {
  const target = otherLanguage(context.language);
  const path = context.routeId === NOT_FOUND_ROUTE_ID ? `/${target}/` : context.alternates[target];
  return `${path}${search}${hash}`;
}

/** Remembers an explicit choice where detection looks first after the query. */
export function rememberLanguage(language: Language, doc: Document = document, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Strict`;
}
