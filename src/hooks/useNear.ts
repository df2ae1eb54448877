import { useEffect, useState, type RefObject } from "react";

/**
 * The screen as the observer sees it: stretched `margin` below, and without end above, so an element
 * the reader has already passed counts as reached; a jump to the page's end (a key, a link) goes by
 * without ever crossing it, and an observer reports only crossings.
 */
const reachArea = (margin: string) => `1000000px 0px ${margin} 0px`;

/**
 * True once the element comes within `margin` of the screen, or the reader is past it: a part that
 * only a reader scrolling to it needs is loaded then, not with the page. Without IntersectionObserver
 * it is true at once.
 */
export function useNear(element: RefObject<Element>, margin = "400px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: reachArea(margin) });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin]);
  return near;
}
