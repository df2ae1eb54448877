import { SCROLL_LOCKED_ATTRIBUTE } from "../../hooks/useScrollLock";

/**
 * A page where the visitor has come to do something (sign in, the staff area, send a photo, ask for
 * a booking, sign up): its main content holds a form. The popup never shows there.
 */
export function isWorkPage(doc: Document): boolean {
  return doc.querySelector("main form") !== null;
}

/** Open menus of the header: a dropdown group, or the whole navigation as a popover (before or without script). */
const OPEN_MENUS = ["header details[open]", ":popover-open"];

/**
 * The visitor is using something the popup would cover: a dialog (the mobile menu among them), a menu
 * of the header, or a form they are filling in.
 */
export function visitorIsBusy(doc: Document): boolean {
  if (doc.body.hasAttribute(SCROLL_LOCKED_ATTRIBUTE)) return true;
  if (doc.activeElement?.closest("form")) return true;
  return OPEN_MENUS.some((selector) => {
    try {
      return doc.querySelector(selector) !== null;
    } catch {
      return false; // a browser without popovers knows no :popover-open, and has none open
    }
  });
}
