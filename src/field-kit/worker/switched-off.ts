/**
 * The worker a build writes when the field kit is switched off (`GATSBY_FIELD_KIT=off`): on every
 * phone that had the field kit's worker, it deletes everything the worker kept, unregisters, and
 * reloads the open pages, which then come from the network as if the worker had never been.
 */
import { CACHE_PREFIX } from "../cache-names";

declare const self: ServiceWorkerGlobalScope;

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) || name.startsWith("serwist")).map((name) => caches.delete(name)));
      await self.registration.unregister();
      const windows = await self.clients.matchAll({ type: "window" });
      await Promise.all(windows.map((client) => client.navigate(client.url)));
    })(),
  );
});
