import type { GatsbyBrowser } from "gatsby";
import { scrollOnRouteChange } from "./src/lib/scroll";

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const location = routerProps.location as { action?: string; hash: string };
  return scrollOnRouteChange(location.action, location.hash);
};
