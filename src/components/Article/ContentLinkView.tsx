import React from "react";
import type { RoutePath } from "../../lib/routing/booking";
import { resolveContentLink, type ContentLink, type SiteLinkSource } from "../../lib/routing/site-links";
import { Icon } from "../Icon";
import { TargetLink } from "../TargetLink";

interface ContentLinkViewProps {
  link: ContentLink;
  site: SiteLinkSource;
  /** The page's route table, paths in its language: where "booking" goes while site.json has no booking page. */
  routes: readonly RoutePath[];
  className?: string;
}

/** A link written in content: an in-site Link, or an external one in a new tab; nothing while its address is unset. */
export function ContentLinkView({ link, site, routes, className }: ContentLinkViewProps) {
  const target = resolveContentLink(link, site, routes);
  if (!target) return null;
  return (
    <TargetLink target={target} className={className}>
      {`${link.label} `}
      <Icon name={target.external ? "external" : "arrow"} />
    </TargetLink>
  );
}
