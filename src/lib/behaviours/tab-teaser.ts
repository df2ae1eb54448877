import type { Language } from "../i18n/languages";

/** The tab-title teaser (messages alternate every 5 s) and the country lookup that picks its language (3 s at most). */
export const TEASER_INTERVAL_MS = 5000;
export const COUNTRY_TIMEOUT_MS = 3000;
export const COUNTRY_SESSION_KEY = "teaserCountry";
/** Stored when the lookup failed, so it is not asked again this session. */
const UNKNOWN = "??";

type Session = Pick<Storage, "getItem" | "setItem">;

interface LookupOptions {
  consented: boolean;
  lookupUrl: string;
  session: Session | null;
  fetchImpl?: typeof fetch;
}

const languageOf = (country: string | null): Language => (country === "BR" ? "pt" : "en");

/**
 * Portuguese for visitors in Brazil, English otherwise. Asks the country-lookup service at most once
 * per session, only after consent, within 3 s; no consent or any failure gives English silently.
 */
export async function teaserLanguage({ consented, lookupUrl, session, fetchImpl = fetch }: LookupOptions): Promise<Language> {
  if (!consented) return "en";
  const cached = safely(() => session?.getItem(COUNTRY_SESSION_KEY) ?? null);
  if (cached) return languageOf(cached);
  let country = UNKNOWN;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), COUNTRY_TIMEOUT_MS);
  try {
    const response = await fetchImpl(`${lookupUrl}/country/`, {
      signal: controller.signal,
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    const text = response.ok ? (await response.text()).trim().toUpperCase() : "";
    if (/^[A-Z]{2}$/.test(text)) country = text;
  } catch {
    // Timeout, offline, blocked: English, silently; a teaser is not worth an error.
  } finally {
    clearTimeout(timer);
  }
  safely(() => session?.setItem(COUNTRY_SESSION_KEY, country));
  return languageOf(country);
}

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
