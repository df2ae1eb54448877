/** SPEC 9: a 10 ms vibration when a button is touched, on devices that can vibrate. */
export const VIBRATION_MS = 10;
const BUTTONS = 'button, [role="button"], [role="tab"], input[type="submit"], input[type="button"]';

export function vibrateOnTouch(doc: Document = document, nav: Navigator = navigator): void {
  if (typeof nav.vibrate !== "function") return;
  doc.addEventListener(
    "pointerdown",
    (event) => {
      if (event.pointerType !== "touch") return;
      const target = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
      if (target && !target.matches(":disabled")) nav.vibrate(VIBRATION_MS);
    },
    { passive: true },
  );
}
