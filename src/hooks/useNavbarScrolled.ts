import { useEffect, useState } from "react";

/** The navbar turns dark once the page is scrolled past this many pixels, so it stays readable over the content. */
export const NAVBAR_SCROLL_THRESHOLD = 50;

export function useNavbarScrolled(threshold = NAVBAR_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}
