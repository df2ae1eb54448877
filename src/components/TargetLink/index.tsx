import { Link } from "gatsby";
import React from "react";
import type { LinkTarget } from "../../lib/routing/booking";
import { ExternalLink } from "../ExternalLink";

interface TargetLinkProps {
  target: LinkTarget;
  className?: string;
  onClick?: () => void;
  children: React.ReactNode;
}

/** A resolved link (bookingTarget, siteLinkTarget): outside pages in a new tab, pages of the site in the same tab. */
export function TargetLink({ target, className, onClick, children }: TargetLinkProps) {
  return target.external ? (
    <ExternalLink href={target.href} className={className} onClick={onClick}>
      {children}
    </ExternalLink>
  ) : (
    <Link to={target.href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
