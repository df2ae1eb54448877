import { hasConsented } from "./consent";

/**
 * Custom analytics events: a name and flat data of strings, numbers, booleans and null.
 * Events go to the analytics tag's queue only after consent; before it, and after a decline, they
 * are dropped. Anything else is rejected with the reason.
 */
export type FlatValue = string | number | boolean | null;
export type EventData = Record<string, FlatValue>;

const NAME = /^[a-z][a-z0-9_]{0,39}$/;

export function checkEvent(name: string, data: Record<string, unknown>): { ok: true; data: EventData } | { ok: false; error: string } {
  if (!NAME.test(name)) return { ok: false, error: `event name "${name}" must be lower_snake_case, up to 40 characters` };
  for (const [key, value] of Object.entries(data)) {
    if (!NAME.test(key)) return { ok: false, error: `field "${key}" must be lower_snake_case, up to 40 characters` };
    const flat = value === null || typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value));
    if (!flat) return { ok: false, error: `field "${key}" must be a string, a finite number, a boolean or null` };
  }
  return { ok: true, data: data as EventData };
}

/** The names of the feature flags that are on (site config), as analytics publishes them. */
export function enabledFeatures(flags: Record<string, boolean>): string[] {
  return Object.entries(flags)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .sort();
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The analytics tag's command queue (gtag's own snippet): commands wait here until its script runs. */
export function gtagQueue(): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag =
    window.gtag ??
    function gtag() {
      // gtag reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
  return window.gtag;
}

/** Sends a custom event; false when it was dropped (no consent) or rejected (the reason is logged). */
export function trackEvent(name: string, data: Record<string, unknown> = {}): boolean {
  const checked = checkEvent(name, data);
  if (!checked.ok) {
    console.error(`Analytics event rejected: ${checked.error}`);
    return false;
  }
  if (!hasConsented()) return false;
  gtagQueue()("event", name, checked.data);
  return true;
}
