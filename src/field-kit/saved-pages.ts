import type { Language } from "../lib/i18n/languages";
import { CACHE_PREFIX } from "./cache-names";
import { languageOfPath } from "./request-kinds";
import { TITLE_SEPARATOR } from "../lib/seo/seo";

export interface SavedPage {
  path: string;
  title: string;
}

const TITLE = /<title[^>]*>([^<]*)<\/title>/i;
const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (entity) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" })[entity] ?? entity,
  );

/**
 * The pages of a language this phone has kept (visited or saved with the kit), named by their titles,
 * for the offline page: read from the field kit's caches, so it lists exactly what opens with no signal.
 */
export async function savedPages(storage: CacheStorage, language: Language, except: readonly string[]): Promise<SavedPage[]> {
  const found = new Map<string, SavedPage>();
  for (const name of await storage.keys()) {
    if (!name.startsWith(CACHE_PREFIX)) continue;
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      const { pathname } = new URL(request.url);
      if (!pathname.endsWith("/") || found.has(pathname) || except.includes(pathname)) continue;
      if (languageOfPath(pathname) !== language || !pathname.startsWith(`/${language}/`)) continue;
      const html = (await (await cache.match(request))?.text()) ?? "";
      // The page's own part of its title, without the site's name after it.
      const title =
        decode(TITLE.exec(html)?.[1] ?? pathname)
          .split(TITLE_SEPARATOR)[0]
          ?.trim() || pathname;
      found.set(pathname, { path: pathname, title });
    }
  }
  return [...found.values()].sort((a, b) => a.title.localeCompare(b.title, language));
}
