import { bookingTarget, type LinkTarget, type RoutePath } from "./booking";

/** Addresses of site config that content links to by name (SITE_LINKS of the content schema). */
export interface SiteLinkSource {
  bookingUrl: string;
  birdHotspotUrl: string;
  social: { instagram: string };
}

/** An outside address, or null while site.json leaves it unset (""). */
const outside = (url: string): LinkTarget | null => (url === "" ? null : { href: url, external: true });

/**
 * Where a named site link goes, or null while its address in site.json is unset: the link is then
 * left out and the text around it stands alone. "booking" always goes somewhere (bookingTarget).
 */
export function siteLinkTarget(name: string, site: SiteLinkSource, routes: readonly RoutePath[]): LinkTarget | null {
  switch (name) {
    case "booking":
      return bookingTarget(site, routes);
    case "birdHotspot":
      return outside(site.birdHotspotUrl);
    case "instagram":
      return outside(site.social.instagram);
    default:
      throw new Error(`Unknown site link "${name}"`);
  }
}

export interface ContentLink {
  label: string;
  url?: string | null;
  siteLink?: string | null;
  route?: { path: string } | null;
}

/** Where a content link goes and whether it leaves the site (new tab), or null if it has nowhere to go yet. */
export function resolveContentLink(link: ContentLink, site: SiteLinkSource, routes: readonly RoutePath[]): LinkTarget | null {
  if (link.route) return { href: link.route.path, external: false };
  if (link.url) return { href: link.url, external: true };
  if (link.siteLink) return siteLinkTarget(link.siteLink, site, routes);
  throw new Error(`Link "${link.label}" has no target`);
}
