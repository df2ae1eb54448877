/**
 * Cookie consent: the visitor's choice in a first-party cookie, SameSite=Strict, path /,
 * kept 12 months. Until it says "accepted", nothing that tracks may load; "declined" is final until
 * the visitor reopens the choice from the footer.
 */
export type ConsentChoice = "accepted" | "declined";

export const CONSENT_COOKIE = "cookieConsent";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function parseConsent(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (separator > 0 && name === CONSENT_COOKIE && (value === "accepted" || value === "declined")) return value;
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
/** The control that reopened the banner (the footer's link), to give focus back to once it closes. */
let opener: HTMLElement | null = null;
const SERVER_STATE: ConsentState = { choice: null, asking: true };

/** Set on <html> before the first paint when the visitor has already chosen (consentMarkerScript). */
export const CONSENT_STORED_ATTRIBUTE = "data-consent-stored";

/**
 * Marks the consent banner in a page's HTML. Only a page that has it can ever load what consent
 * allows (the analytics tag, the country lookup), so only its security policy names their hosts.
 */
export const CONSENT_BANNER_ATTRIBUTE = "data-consent-banner";

/**
 * The part of every page's pre-paint head script (src/components/Seo) that marks the document when a
 * choice is stored, so the banner the HTML carries (for a first visit) is hidden before the first
 * paint, not after hydration. It accepts exactly the cookie values parseConsent does.
 */
export function consentMarkerScript(): string {
  return `try{/(?:^|;\\s*)${CONSENT_COOKIE}=(?:accepted|declined)(?:;|$)/.test(document.cookie)&&document.documentElement.setAttribute("${CONSENT_STORED_ATTRIBUTE}","")}catch(e){}`;
}

/** The stored choice; a document whose cookies are off limits (a sandboxed frame) has none. */
function readChoice(): ConsentChoice | null {
  try {
    return parseConsent(document.cookie);
  } catch {
    return null;
  }
}

function current(): ConsentState {
  if (!state) {
    const choice = readChoice();
    state = { choice, asking: choice === null };
  }
  return state;
}

function update(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The choice may change outside this page: in another tab, or while this page slept in the
 * back/forward cache. The cookie is the truth, read again whenever the page comes back into view.
 */
function refreshFromCookie() {
  if (!state) return;
  const choice = readChoice();
  if (choice !== state.choice) update({ choice, asking: choice === null });
}

let watching = false;
function watchOtherTabs() {
  if (watching || typeof window === "undefined") return;
  watching = true;
  window.addEventListener("pageshow", refreshFromCookie);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && refreshFromCookie());
}

/** The store behind useConsent (useSyncExternalStore): one state for the whole page. */
export const consentStore = {
  subscribe(listener: Listener): () => void {
    watchOtherTabs();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ConsentState => current(),
  /**
   * During server rendering and hydration nobody has chosen: every page's HTML carries the banner,
   * which the consent marker hides before the first paint when a choice is stored.
   */
  getServer: (): ConsentState => SERVER_STATE,
  choose(choice: ConsentChoice): void {
    try {
      document.cookie = consentCookie(choice, window.location.protocol === "https:");
    } catch {
      // Cookies off limits: the choice holds for this page view only.
    }
    try {
      sessionStorage.setItem(ASKED_THIS_VISIT_KEY, "true");
    } catch {
      // Storage blocked: the popup may follow the banner on a later page of this visit, nothing breaks.
    }
    update({ choice, asking: false });
  },
  reopen(from: HTMLElement | null = null): void {
    opener = from;
    document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
    update({ ...current(), asking: true });
  },
  /** Where focus goes when the banner closes: back to what reopened it, if anything did. */
  takeOpener(): HTMLElement | null {
    const element = opener;
    opener = null;
    return element?.isConnected ? element : null;
  },
  /** Tests start each case from the cookie as it is. */
  reset(): void {
    state = null;
    opener = null;
  },
};

/** Set for the rest of the visit (the tab's session) once the banner has been answered: the visit has had its one interruption. */
const ASKED_THIS_VISIT_KEY = "consentAskedThisVisit";

/** Whether the cookie banner was answered during this visit, so nothing else interrupts it. */
export function askedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(ASKED_THIS_VISIT_KEY) === "true";
  } catch {
    return false;
  }
}

export const hasConsented = (): boolean => typeof document !== "undefined" && current().choice === "accepted";
