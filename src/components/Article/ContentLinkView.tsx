import { Link } from "gatsby";
import React from "react";
import { resolveContentLink, type ContentLink, type SiteLinkSource } from "../../lib/routing/site-links";
import { ExternalLink } from "../ExternalLink";
import { Icon } from "../Icon";

/** A link written in content: an in-site Link, or an external one that opens in a new tab. */
export function ContentLinkView({ link, site, className }: { link: ContentLink; site: SiteLinkSource; className?: string }) {
  const { href, external } = resolveContentLink(link, site);
  return external ? (
    <ExternalLink href={href} className={className}>
      {link.label} <Icon name="external" />
    </ExternalLink>
  ) : (
    <Link to={href} className={className}>
      {link.label} <Icon name="arrow" />
    </Link>
  );
}
