import React from "react";
import { useTranslation } from "react-i18next";

type ExternalLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation(["common"]);
  return (
    <a {...props} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> ({t("common:newTab")})</span>
    </a>
  );
}
