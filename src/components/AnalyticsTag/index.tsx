import { Script } from "gatsby";
import React, { useEffect } from "react";
import { useConsent } from "../../hooks/useConsent";
import { enabledFeatures } from "../../lib/behaviours/analytics";

/** Whether the tag was started in this page load (a later decline must then stop it). */
let tagStarted = false;

interface AnalyticsTagProps {
  measurementId: string;
  featureFlags: Record<string, boolean>;
}

/**
 * The analytics tag, loaded with Gatsby's Script after hydration and only once the visitor accepted:
 * before that (or after a decline) there is no script, no cookie and no request to its host; a decline
 * after an Accept stops the running tag and removes its cookies. It publishes the feature flags that
 * are on, so reports can tell which features a visitor saw. No measurement ID in site config: no tag.
 */
export function AnalyticsTag({ measurementId, featureFlags }: AnalyticsTagProps) {
  const { choice } = useConsent();
  const active = choice === "accepted" && measurementId !== "";
  const features = enabledFeatures(featureFlags).join(",");
  useEffect(() => {
    if (measurementId === "" || (!active && !tagStarted)) return;
    tagStarted = true;
    // Its own chunk, fetched only after an Accept; if it cannot load, the site goes on unmeasured.
    void import("../../lib/behaviours/analytics-tag")
      .then((tag) => (active ? tag.startAnalytics(measurementId, features) : tag.stopAnalytics(measurementId)))
      .catch(() => undefined);
  }, [active, measurementId, features]);
  if (!active) return null;
  return <Script id="analytics-tag" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} />;
}
