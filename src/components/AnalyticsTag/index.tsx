import { Script } from "gatsby";
import React, { useEffect } from "react";
import { useConsent } from "../../hooks/useConsent";
import { enabledFeatures, gtagQueue } from "../../lib/analytics";

interface AnalyticsTagProps {
  measurementId: string;
  featureFlags: Record<string, boolean>;
}

/**
 * The analytics tag, loaded with Gatsby's Script after hydration and only once the visitor accepted:
 * before that (or after a decline) there is no script, no cookie and no request to its host. It
 * publishes the feature flags that are on (SPEC 3, 7). No measurement ID in site config: no tag.
 */
export function AnalyticsTag({ measurementId, featureFlags }: AnalyticsTagProps) {
  const { choice } = useConsent();
  const active = choice === "accepted" && measurementId !== "";
  const features = enabledFeatures(featureFlags).join(",");
  useEffect(() => {
    if (!active) return;
    // Queued first, so the tag reads its configuration before any event (gtag's documented order).
    const gtag = gtagQueue();
    gtag("js", new Date());
    gtag("config", measurementId, { anonymize_ip: true });
    gtag("set", "user_properties", { enabled_features: features });
  }, [active, measurementId, features]);
  if (!active) return null;
  return <Script id="analytics-tag" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} />;
}
