import type { GatsbyBrowser } from "gatsby";
import { watchChunkErrors } from "./src/lib/routing/chunk-error";
import { createRouteLoadingIndicator } from "./src/lib/routing/route-loading";
import { scrollOnRouteChange } from "./src/lib/routing/scroll";
import { vibrateOnTouch } from "./src/lib/behaviours/vibration";
import { startVitals } from "./src/lib/vitals/vitals-client";

const loading = typeof document === "undefined" ? null : createRouteLoadingIndicator();

/** Gatsby calls this when the next page's data and code have taken a second to arrive. */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => loading?.show();

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => loading?.hide();

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const location = routerProps.location as { action?: string; hash: string };
  return scrollOnRouteChange(location.action, location.hash);
};

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  watchChunkErrors();
  vibrateOnTouch();
  startVitals();
};

export { wrapPageElement } from "./src/components/PageRoot";
