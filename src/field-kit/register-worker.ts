/**
 * Registers the field kit's worker once the page has loaded and the browser is idle, so a first visit
 * fetches nothing more while it loads; the worker itself saves only the offline pages until a guest
 * saves the kit. A build with the field kit switched off (`GATSBY_FIELD_KIT=off`) registers nothing
 * and serves a worker that removes itself from the phones that had it.
 */
/** Served from the site's root, so the worker may answer for every page. */
export const WORKER_FILE = "sw.js";
export const WORKER_URL = `/${WORKER_FILE}`;

export function registerFieldKitWorker(container: ServiceWorkerContainer | undefined, switchedOff: boolean): void {
  if (!container || switchedOff) return;
  const register = () => {
    // A phone that cannot keep the worker (private browsing, storage refused) is the site as before.
    container.register(WORKER_URL, { scope: "/", updateViaCache: "none" }).catch(() => undefined);
  };
  // Safari has no requestIdleCallback: a second after the load is idle enough there.
  const whenIdle = () =>
    typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(register, { timeout: 5000 }) : window.setTimeout(register, 1000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
