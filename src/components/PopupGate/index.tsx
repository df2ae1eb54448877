import React, { Suspense, lazy, useEffect, useState } from "react";
import { useConsent } from "../../hooks/useConsent";
import { ChunkBoundary } from "../ChunkBoundary";
import { localStorageOrNull, POPUP_DELAY_MS, shouldShowPopup } from "../../lib/behaviours/popup";

// The popup's code loads only when it is about to show, never with the page.
const LookoutPopup = lazy(() => import("../LookoutPopup"));

/**
 * Decides when the lookout-tower popup appears: 1 s after the page has loaded, once the cookie choice
 * is made (never beside the banner), unless it was closed in the last 10 days.
 */
export function PopupGate({ lodgePath }: { lodgePath: string | undefined }) {
  const { choice, asking } = useConsent();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (choice === null || asking || !shouldShowPopup(new Date(), localStorageOrNull())) return;
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setVisible(true), POPUP_DELAY_MS);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", start);
    };
  }, [choice, asking]);
  if (!visible) return null;
  return (
    <ChunkBoundary onFailure={() => setVisible(false)}>
      <Suspense fallback={null}>
        <LookoutPopup lodgePath={lodgePath} onClosed={() => setVisible(false)} />
      </Suspense>
    </ChunkBoundary>
  );
}
