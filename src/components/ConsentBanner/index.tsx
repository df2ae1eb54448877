import React from "react";
import { useConsent } from "../../hooks/useConsent";
import Banner from "./Banner";

/**
 * The cookie banner, while no choice is stored or when reopened from the footer. It is in every
 * page's HTML, so a first visit sees it with the page's first paint rather than after the scripts;
 * a visitor who has chosen never sees it: the head's consent marker hides it before that paint
 * (consentMarkerScript), and after hydration it is gone.
 */
export function ConsentBanner({ privacyPath }: { privacyPath: string | undefined }) {
  const { asking } = useConsent();
  if (!asking) return null;
  return <Banner privacyPath={privacyPath} />;
}
