/** Addresses of site config that content links to by name (SITE_LINKS of the content schema). */
export interface SiteLinkSource {
  bookingUrl: string;
  birdHotspotUrl: string;
  social: { instagram: string };
}

export function siteLinkUrl(name: string, site: SiteLinkSource): string {
  switch (name) {
    case "booking":
      return site.bookingUrl;
    case "birdHotspot":
      return site.birdHotspotUrl;
    case "instagram":
      return site.social.instagram;
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

/** Where a content link goes, and whether it leaves the site (new tab, said to screen readers). */
export function resolveContentLink(link: ContentLink, site: SiteLinkSource): { href: string; external: boolean } {
  if (link.route) return { href: link.route.path, external: false };
  if (link.url) return { href: link.url, external: true };
  if (link.siteLink) return { href: siteLinkUrl(link.siteLink, site), external: true };
  throw new Error(`Link "${link.label}" has no target`);
}
