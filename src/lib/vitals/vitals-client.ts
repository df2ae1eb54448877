import { trackEvent } from "../behaviours/analytics";
import type { VitalName } from "./vitals-report";

/** What web-vitals hands each callback (the fields we use). */
export interface Metric {
  name: string;
  value: number;
  rating?: string;
  delta?: number;
  id: string;
  navigationType?: string;
}

export const VITALS_ENDPOINT = "/api/vitals";
/** These also go to analytics as web_vitals events (category performance), after consent. */
const ANALYTICS_METRICS: readonly VitalName[] = ["LCP", "INP", "CLS"];

/** The report body POST /api/vitals accepts (vitals-report.ts). */
export function reportBody(metric: Metric, page: string): string {
  return JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    delta: metric.delta,
    id: metric.id,
    navigationType: metric.navigationType,
    page,
  });
}

/** Fire and forget: a beacon survives the page being closed; fetch with keepalive where beacons are missing or refused. */
export function sendReport(body: string, nav: Pick<Navigator, "sendBeacon"> | undefined = typeof navigator === "undefined" ? undefined : navigator): void {
  const blob = new Blob([body], { type: "application/json" });
  if (nav?.sendBeacon?.(VITALS_ENDPOINT, blob)) return;
  void fetch(VITALS_ENDPOINT, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => undefined);
}

export function reportMetric(metric: Metric, page: string): void {
  sendReport(reportBody(metric, page));
  if ((ANALYTICS_METRICS as readonly string[]).includes(metric.name)) {
    trackEvent("web_vitals", {
      event_category: "performance",
      metric_name: metric.name,
      value: metric.name === "CLS" ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
      rating: metric.rating ?? null,
      metric_id: metric.id,
    });
  }
}

/**
 * Starts measuring once the page has loaded and the browser is idle, so web-vitals (loaded as its own
 * chunk) never competes with the page. Reports carry the path the visitor landed on.
 */
export function startVitals(): void {
  const page = window.location.pathname;
  const begin = () => {
    void import("web-vitals")
      .then(({ onLCP, onINP, onCLS, onFCP, onTTFB }) => {
        const report = (metric: Metric) => reportMetric(metric, page);
        onLCP(report);
        onINP(report);
        onCLS(report);
        onFCP(report);
        onTTFB(report);
      })
      .catch(() => {
        // Measuring is for us, not the visitor: a chunk that failed to load is no reason to alarm them.
      });
  };
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(begin, { timeout: 3000 });
    else setTimeout(begin, 1);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
