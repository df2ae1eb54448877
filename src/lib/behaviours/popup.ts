/** The popup announcing the new lookout tower; once closed it stays away for 10 days, the gap the lodge intended. */
export const POPUP_DELAY_MS = 1000;
export const POPUP_FADE_MS = 300;
export const POPUP_RESHOW_DAYS = 10;
export const POPUP_CLOSED_KEY = "emailPopupClosed";
export const POPUP_CLOSED_DATE_KEY = "emailPopupClosedDate";

const DAY_MS = 24 * 60 * 60 * 1000;

type Reader = Pick<Storage, "getItem">;
type Writer = Pick<Storage, "setItem">;

/** Shows unless closed less than 10 days ago; a missing, odd or future date counts as never closed. */
export function shouldShowPopup(now: Date, storage: Reader | null): boolean {
  try {
    if (storage?.getItem(POPUP_CLOSED_KEY) !== "true") return true;
    const closed = Date.parse(storage.getItem(POPUP_CLOSED_DATE_KEY) ?? "");
    if (Number.isNaN(closed) || closed > now.getTime()) return true;
    return now.getTime() - closed >= POPUP_RESHOW_DAYS * DAY_MS;
  } catch {
    return true; // storage blocked: nothing remembered
  }
}

export function rememberPopupClosed(now: Date, storage: Writer | null): void {
  try {
    storage?.setItem(POPUP_CLOSED_KEY, "true");
    storage?.setItem(POPUP_CLOSED_DATE_KEY, now.toISOString());
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
