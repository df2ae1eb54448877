import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry, type SerwistPlugin } from "serwist";
import { buildCaches, buildOfCache, CACHE_PREFIX, FILES_CACHE, pagesCache } from "../cache-names";
import { languageOfPath, OFFLINE_FROM_PARAMETER, requestKind } from "../request-kinds";
import { carryOver } from "./carry-over";
import { KIT_REQUEST_HEADER } from "../kit-list";

/**
 * The field kit's service worker, bundled by the build (src/build/field-kit-worker.ts), which writes
 * in the build's id, the offline pages and, through Serwist's injectManifest, the files those pages
 * need: all it saves without being asked. Pages are kept as they are visited, and the kit when a
 * guest saves it from a page.
 */
declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: Array<PrecacheEntry | string> };
declare const __FIELD_KIT_BUILD__: string;
declare const __FIELD_KIT_OFFLINE_PAGES__: Record<"pt" | "en", string>;

const BUILD = __FIELD_KIT_BUILD__;
/** Long enough for a page on a slow rural connection, short enough that a guest with no signal is not kept waiting. */
const NETWORK_TIMEOUT_SECONDS = 4;

/** A request the strategy's own cache does not hold may be in this build's kit, or among the visited pages. */
const fromAnyCacheOfThisBuild: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (cachedResponse) return cachedResponse;
    const isPage = request.mode === "navigate" || request.destination === "document";
    for (const name of buildCaches(BUILD)) {
      const match = await (await caches.open(name)).match(request, { ignoreSearch: isPage });
      if (match) return match;
    }
    return otherWidthOf(request.url);
  },
};

/**
 * The kit keeps each picture at one phone width; a phone with a denser screen asks for a wider one.
 * Every width of a picture is under the same folder of its source's digest, with the same name
 * (`/static/<digest>/<width's digest>/<name>`), so the saved width stands in for it.
 */
async function otherWidthOf(url: string): Promise<Response | undefined> {
  const picture = /^\/static\/([0-9a-f]+)\/[0-9a-f]+\/([^/]+\.(?:webp|png|jpe?g|avif))$/.exec(new URL(url).pathname);
  if (!picture) return undefined;
  const [, digest, name] = picture;
  for (const cacheName of buildCaches(BUILD)) {
    const cache = await caches.open(cacheName);
    const saved = (await cache.keys()).find((request) => {
      const path = new URL(request.url).pathname;
      return path.startsWith(`/static/${digest}/`) && path.endsWith(`/${name}`);
    });
    if (saved) return cache.match(saved);
  }
  return undefined;
}

/** The kit's own downloads go to the network as they are: the kit's cache keeps them, once. */
const isKitDownload = (request: Request) => request.headers.get(KIT_REQUEST_HEADER) !== null;

/**
 * A page neither the network nor a cache can give: the offline page of its language, at its own
 * address (Gatsby would otherwise move the page's address to it), told which address was asked for,
 * so its "try again" goes back there.
 */
const toTheOfflinePage: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    if (request.mode !== "navigate") return undefined;
    const asked = new URL(request.url);
    const offline = new URL(__FIELD_KIT_OFFLINE_PAGES__[languageOfPath(asked.pathname)], self.location.origin);
    offline.searchParams.set(OFFLINE_FROM_PARAMETER, asked.pathname + asked.search);
    return Response.redirect(offline.href, 302);
  },
};

const pages = new NetworkFirst({
  cacheName: pagesCache(BUILD),
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [fromAnyCacheOfThisBuild, toTheOfflinePage],
});
const files = new CacheFirst({
  cacheName: FILES_CACHE,
  // Visited pages' pictures and scripts, oldest first out; a saved kit's are in the kit's own cache.
  plugins: [fromAnyCacheOfThisBuild, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The offline pages are asked for with the address they stand in for (`?from=`): still the same page.
  precacheOptions: { ignoreURLParametersMatching: [/.*/] },
  // The install has already copied what the phone kept into this build's caches (carry-over.ts).
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => {
        if (isKitDownload(request)) return false;
        const kind = requestKind(request.method, url, self.location.origin, request.mode === "navigate");
        return kind === "page" || kind === "data" || kind === "other";
      },
      handler: pages,
    },
    { matcher: ({ request, url }) => !isKitDownload(request) && requestKind(request.method, url, self.location.origin, false) === "file", handler: files },
  ],
});

self.addEventListener("install", (event) => {
  event.waitUntil(carryOver(BUILD));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && buildOfCache(name) !== null && buildOfCache(name) !== BUILD)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

serwist.addEventListeners();
