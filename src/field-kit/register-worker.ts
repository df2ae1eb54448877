/** Served from the site's root, so the worker may answer for every page. */
export const WORKER_FILE = "sw.js";
export const WORKER_URL = `/${WORKER_FILE}`;

/**
 * Registers the field kit's worker once the page has loaded, so a first visit fetches nothing more
 * while it loads; the worker itself saves only the offline pages until a guest saves the kit. A build
 * with the field kit switched off (`GATSBY_FIELD_KIT=off`) registers nothing and serves a worker that
 * removes itself from the phones that had it.
 */
export function registerFieldKitWorker(container: ServiceWorkerContainer | undefined, switchedOff: boolean): void {
  if (!container || switchedOff) return;
  // A phone that cannot keep the worker (private browsing, storage refused) is the site as before.
  const register = () => void container.register(WORKER_URL, { updateViaCache: "none" }).catch(() => undefined);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
