import { useEffect } from "react";

/** On <body> while a dialog that locks scrolling is open: the mobile menu, the room modal, the lightbox. */
export const SCROLL_LOCKED_ATTRIBUTE = "data-scroll-locked";

/** Locks page scrolling while `locked` (the mobile menu, dialogs), restoring it afterwards. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    body.setAttribute(SCROLL_LOCKED_ATTRIBUTE, "");
    return () => body.removeAttribute(SCROLL_LOCKED_ATTRIBUTE);
  }, [locked]);
}
