/**
 * Cookie consent (SPEC 2.8, 9): the visitor's choice in a first-party cookie, SameSite=Strict, path /,
 * kept 12 months. Until it says "accepted", nothing that tracks may load; "declined" is final until
 * the visitor reopens the choice from the footer.
 */
export type ConsentChoice = "accepted" | "declined";

export const CONSENT_COOKIE = "cookieConsent";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function parseConsent(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === CONSENT_COOKIE && (value === "accepted" || value === "declined")) return value;
  }
  return null;
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Strict${secure ? "; Secure" : ""}`;
}

export interface ConsentState {
  choice: ConsentChoice | null;
  /** True while the banner asks: no choice yet, or reopened from the footer. */
  asking: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: ConsentState | null = null;
const SERVER_STATE: ConsentState = { choice: null, asking: false };

function current(): ConsentState {
  if (!state) {
    const choice = parseConsent(document.cookie);
    state = { choice, asking: choice === null };
  }
  return state;
}

function update(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The store behind useConsent (useSyncExternalStore): one state for the whole page. */
export const consentStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ConsentState => current(),
  /** During server rendering and hydration nobody has chosen: the banner appears after hydration. */
  getServer: (): ConsentState => SERVER_STATE,
  choose(choice: ConsentChoice): void {
    document.cookie = consentCookie(choice, window.location.protocol === "https:");
    update({ choice, asking: false });
  },
  reopen(): void {
    update({ ...current(), asking: true });
  },
  /** Tests start each case from the cookie as it is. */
  reset(): void {
    state = null;
  },
};

export const hasConsented = (): boolean => typeof document !== "undefined" && current().choice === "accepted";
