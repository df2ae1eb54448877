import React, { Suspense, lazy, useEffect, useState } from "react";
import { useConsent } from "../../hooks/useConsent";
import { askedThisVisit } from "../../lib/behaviours/consent";
import { ChunkBoundary } from "../ChunkBoundary";
import { adoptUnnamedClose, localStorageOrNull, POPUP_DELAY_MS, shouldShowPopup } from "../../lib/behaviours/popup";
import { isWorkPage, visitorIsBusy } from "./interruptions";

// The popup's code loads only when it is about to show, never with the page.
const LookoutPopup = lazy(() => import("../LookoutPopup"));

/** What the popup announces: a section of a page (site.json › announcement). */
export interface Announcement {
  /** What a close is remembered as (announcementId). */
  id: string;
  /** The section's address: the page's path and the section's anchor. */
  href: string;
}

/**
 * Decides when the lookout-tower popup appears: 1 s after the page has loaded, on a visit that did not
 * begin with the cookie banner (never beside it, nor after it), unless this announcement was closed before. It never covers what
 * the visitor is using: not on a page with a form, and while a dialog, a menu or a form field is in
 * use it waits, looking again every second.
 */
export function PopupGate({ announcement }: { announcement: Announcement | undefined }) {
  const { choice, asking } = useConsent();
  const [visible, setVisible] = useState(false);
  const id = announcement?.id;
  useEffect(() => {
    // One interruption per visit: a visit that began with the cookie banner gets the popup next time.
    if (!id || choice === null || asking || askedThisVisit()) return;
    const storage = localStorageOrNull();
    if (!shouldShowPopup(id, storage)) return adoptUnnamedClose(id, storage);
    let timer: number | undefined;
    const wait = () => {
      timer = window.setTimeout(showWhenFree, POPUP_DELAY_MS);
    };
    const showWhenFree = () => {
      if (isWorkPage(document)) return;
      if (visitorIsBusy(document)) wait();
      else setVisible(true);
    };
    if (document.readyState === "complete") wait();
    else window.addEventListener("load", wait, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", wait);
    };
  }, [id, choice, asking]);
  if (!visible || !announcement) return null;
  return (
    <ChunkBoundary onFailure={() => setVisible(false)}>
      <Suspense fallback={null}>
        <LookoutPopup announcement={announcement} onClosed={() => setVisible(false)} />
      </Suspense>
    </ChunkBoundary>
  );
}
