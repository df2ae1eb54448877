import type { GatsbyBrowser } from "gatsby";
import { watchChunkErrors } from "./src/lib/routing/chunk-error";
import { createRouteLoadingIndicator } from "./src/lib/routing/route-loading";
import { scrollOnRouteChange } from "./src/lib/routing/scroll";
import { vibrateOnTouch } from "./src/lib/behaviours/vibration";
import { nextTask } from "./src/lib/routing/next-task";
import { startVitals } from "./src/lib/vitals/vitals-client";
import { registerFieldKitWorker } from "./src/field-kit/register-worker";

const loading = typeof document === "undefined" ? null : createRouteLoadingIndicator();

/** Gatsby calls this when the next page's data and code have taken a second to arrive. */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => loading?.show();

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => loading?.hide();

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const location = routerProps.location as { action?: string; hash: string };
  return scrollOnRouteChange(location.action, location.hash);
};

/**
 * Gatsby waits for the promise before it asks for the page's data and hydrates: returning one that
 * settles in the next task ends the task that evaluated the app's script there, so its module set-up
 * and the start of hydration are two shorter tasks instead of one long one (measured on the booking
 * page with 4x CPU slowdown: the script's task from 32 to 24 ms, median of 9).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  watchChunkErrors();
  vibrateOnTouch();
  startVitals();
  // Production builds only: `gatsby develop` has no worker, and one left from a build would serve stale pages.
  if (process.env.NODE_ENV === "production") registerFieldKitWorker(navigator.serviceWorker, process.env.GATSBY_FIELD_KIT === "off");
  return nextTask();
};

export { wrapPageElement } from "./src/components/PageRoot";
