/**
 * The popup announcing what content/site.json's `announcement` points at (the new lookout tower).
 * Once closed it stays closed for that announcement; a new one (another section) shows once.
 */
export const POPUP_DELAY_MS = 1000;
export const POPUP_FADE_MS = 300;
export const POPUP_CLOSED_KEY = "emailPopupClosed";
export const POPUP_CLOSED_DATE_KEY = "emailPopupClosedDate";
/** What the closed popup announced (announcementId). */
export const POPUP_CLOSED_FOR_KEY = "emailPopupClosedFor";

type Reader = Pick<Storage, "getItem">;
type Writer = Pick<Storage, "setItem">;

/** What the popup announces, as it is remembered once closed: the page and section it leads to. */
export function announcementId(route: string, section: string): string {
  return `${route}#${section}`;
}

/**
 * Shows unless this announcement was closed before. A close stored before closes named what they
 * closed (no emailPopupClosedFor) closed the one announcement there was: it counts for the current one,
 * which adoptUnnamedClose then writes down, so the next announcement still shows.
 */
export function shouldShowPopup(announcement: string, storage: Reader | null): boolean {
  try {
    if (storage?.getItem(POPUP_CLOSED_KEY) !== "true") return true;
    const closedFor = storage.getItem(POPUP_CLOSED_FOR_KEY);
    return closedFor !== null && closedFor !== announcement;
  } catch {
    return true; // storage blocked: nothing remembered
  }
}

/** Names the announcement a close without a name was for (see shouldShowPopup). */
export function adoptUnnamedClose(announcement: string, storage: (Reader & Writer) | null): void {
  try {
    if (storage?.getItem(POPUP_CLOSED_KEY) === "true" && storage.getItem(POPUP_CLOSED_FOR_KEY) === null) storage.setItem(POPUP_CLOSED_FOR_KEY, announcement);
  } catch {
    // Storage blocked: nothing to name.
  }
}

export function rememberPopupClosed(announcement: string, now: Date, storage: Writer | null): void {
  try {
    storage?.setItem(POPUP_CLOSED_KEY, "true");
    storage?.setItem(POPUP_CLOSED_DATE_KEY, now.toISOString());
    storage?.setItem(POPUP_CLOSED_FOR_KEY, announcement);
  } catch {
    // Storage blocked (private browsing): the popup may show again, nothing breaks.
  }
}

/** localStorage, or null where the browser refuses it. */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
