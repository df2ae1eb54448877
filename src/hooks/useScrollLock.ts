import { useEffect } from "react";

/** Locks page scrolling while `locked` (the mobile menu, dialogs), restoring it afterwards. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    body.setAttribute("data-scroll-locked", "");
    return () => body.removeAttribute("data-scroll-locked");
  }, [locked]);
}
