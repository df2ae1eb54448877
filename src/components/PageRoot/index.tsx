import React, { Suspense, useEffect } from "react";

/**
 * Marks the document once the page itself has hydrated (not only Gatsby's router around it), for
 * styles and tests that depend on it.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return null;
}

/**
 * wrapPageElement for gatsby-browser and gatsby-ssr: every page (already inside its strings, given by
 * gatsby-plugin-react-i18next, whose wrapPageElement runs before the site's) inside a Suspense boundary. React hydrates the contents of a boundary the server rendered as a separate,
 * low-priority render that yields to the browser every few milliseconds, instead of one long task
 * that holds a phone's main thread for hundreds of milliseconds. A click on a part not yet hydrated
 * hydrates that part at once and is then handled. Nothing inside suspends on the server, so the
 * fallback is never shown.
 */
export const wrapPageElement = ({ element }: { element: React.ReactElement }) => (
  <Suspense fallback={null}>
    {element}
    <HydrationMark />
  </Suspense>
);
