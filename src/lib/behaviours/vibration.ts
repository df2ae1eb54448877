/**
 * A 10 ms vibration when a button is touched, on devices that can vibrate. On the finger's
 * lift, not its landing: browsers let a page vibrate only after a user activation, which a touch's
 * pointerup is and its pointerdown is not (so the first tap of a visit would stay silent); and a touch
 * that turns into a scroll ends in pointercancel, so scrolling over a button does not buzz.
 */
export const VIBRATION_MS = 10;
const BUTTONS = 'button, [role="button"], [role="tab"], input[type="submit"], input[type="button"]';

export function vibrateOnTouch(doc: Document = document, nav: Navigator = navigator): void {
  if (typeof nav.vibrate !== "function") return;
  doc.addEventListener(
    "pointerup",
    (event) => {
      if (event.pointerType !== "touch") return;
      const target = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
      if (target && !target.matches(":disabled")) nav.vibrate(VIBRATION_MS);
    },
    { passive: true },
  );
}
