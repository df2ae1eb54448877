import type { Language } from "../lib/i18n/languages";
import { CACHE_PREFIX, kitCache } from "./cache-names";
import { isKitList, KIT_REQUEST_HEADER, kitListPath, type KitList } from "./kit-list";

export interface KitProgress {
  doneBytes: number;
  totalBytes: number;
}

/** Downloads at once: enough to fill a slow connection, few enough not to starve the page. */
const AT_ONCE = 4;

/** Fetches a language's kit list from the site; a list the build did not write is refused. */
export async function fetchKitList(language: Language, fetcher: typeof fetch = fetch): Promise<KitList> {
  const response = await fetcher(kitListPath(language), { headers: { [KIT_REQUEST_HEADER]: "1" }, cache: "no-cache" });
  if (!response.ok) throw new Error(`The field kit's list answered ${response.status}`);
  const list: unknown = await response.json();
  if (!isKitList(list)) throw new Error("The field kit's list is not one the build wrote");
  return list;
}

/**
 * Saves a kit into its build's cache, files already saved skipped (an interrupted download goes on
 * where it stopped), and the list itself last: a kit is saved when its cache holds its list.
 */
export async function saveKit(list: KitList, storage: CacheStorage, onProgress: (progress: KitProgress) => void, fetcher: typeof fetch = fetch): Promise<void> {
  const cache = await storage.open(kitCache(list.build, list.language));
  const queue = [...list.files];
  let doneBytes = 0;
  const report = () => onProgress({ doneBytes, totalBytes: list.bytes });
  report();
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (!(await cache.match(file.url))) {
        const response = await fetcher(file.url, { headers: { [KIT_REQUEST_HEADER]: "1" } });
        if (!response.ok) throw new Error(`${file.url} answered ${response.status}`);
        await cache.put(file.url, response);
      }
      doneBytes += file.bytes;
      report();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  await cache.put(kitListPath(list.language), new Response(JSON.stringify(list), { headers: { "Content-Type": "application/json" } }));
}

/** The kit of a language saved on this phone, whole, with the build it belongs to; null when none is. */
export async function savedKit(storage: CacheStorage, language: Language): Promise<KitList | null> {
  for (const name of await storage.keys()) {
    if (!name.startsWith(CACHE_PREFIX) || !name.endsWith(`-kit-${language}`)) continue;
    const saved = await (await storage.open(name)).match(kitListPath(language));
    const list: unknown = saved ? await saved.json() : null;
    if (isKitList(list)) return list;
  }
  return null;
}

/** Removes a language's kit, whole or partly saved, of every build. */
export async function removeKit(storage: CacheStorage, language: Language): Promise<void> {
  const names = (await storage.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name.endsWith(`-kit-${language}`));
  await Promise.all(names.map((name) => storage.delete(name)));
}
