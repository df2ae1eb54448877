import React, { Suspense, lazy } from "react";
import { useConsent } from "../../hooks/useConsent";
import { ChunkBoundary } from "../ChunkBoundary";

// Loaded only while a choice is asked for: a returning visitor who has chosen never fetches it.
const Banner = lazy(() => import("./Banner"));

/** The cookie banner, shown after hydration while no choice is stored, or when reopened from the footer. */
export function ConsentBanner({ privacyPath }: { privacyPath: string | undefined }) {
  const { asking } = useConsent();
  if (!asking) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <Banner privacyPath={privacyPath} />
      </Suspense>
    </ChunkBoundary>
  );
}
