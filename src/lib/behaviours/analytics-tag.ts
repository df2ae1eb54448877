import { gtagQueue } from "./analytics";

/*
 * The analytics tag's configuration, loaded by components/AnalyticsTag as its own chunk only once a
 * visitor has accepted: the many who never do never download it (it stays out of every page's
 * JavaScript budget).
 */

declare global {
  interface Window {
    [disableFlag: `ga-disable-${string}`]: boolean | undefined;
  }
}

/** Measurement IDs configured in this page load: the tag's component remounts on every route change. */
const configured = new Set<string>();
/** Of those, the ones the visitor then declined. */
const stopped = new Set<string>();

/**
 * After Accept: configures the tag once per page load (a second `config` would count a second page
 * view; the tag follows route changes itself). The feature flags are set before `config`, so the
 * first page view carries them. If the visitor had declined in between, measuring resumes.
 */
export function startAnalytics(measurementId: string, features: string): void {
  const gtag = gtagQueue();
  window[`ga-disable-${measurementId}`] = false;
  if (configured.has(measurementId)) {
    if (stopped.delete(measurementId)) gtag("consent", "update", { analytics_storage: "granted" });
    return;
  }
  configured.add(measurementId);
  gtag("js", new Date());
  gtag("set", "user_properties", { enabled_features: features });
  gtag("config", measurementId);
}

/**
 * After a decline that follows an Accept in the same page load: the tag's script is already running,
 * so it is told to stop (its documented opt-out flag and consent mode) and its cookies are removed.
 */
export function stopAnalytics(measurementId: string, doc: Document = document): void {
  if (!configured.has(measurementId) || stopped.has(measurementId)) return;
  stopped.add(measurementId);
  window[`ga-disable-${measurementId}`] = true;
  gtagQueue()("consent", "update", { analytics_storage: "denied" });
  const host = doc.location.hostname;
  const domains = ["", `; Domain=${host}`, `; Domain=.${host.replace(/^www\./, "")}`];
  for (const name of analyticsCookieNames(doc.cookie)) {
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
  }
}

/** The analytics tag's cookies (`_ga`, `_ga_<container>`) among a document's cookies. */
export function analyticsCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((part) => part.trim().split("=")[0] ?? "")
    .filter((name) => /^_ga(_|$)/.test(name));
}

/** Tests start each case from a fresh page load. */
export function resetAnalytics(): void {
  configured.clear();
  stopped.clear();
}
