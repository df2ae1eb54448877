import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { useLocationSuffix } from "../../hooks/useLocationSuffix";
import { HREFLANG, otherLanguage } from "../../lib/i18n/languages";
import { rememberLanguage, toggleLabel, toggleTarget } from "../../lib/i18n/language-toggle";
import type { SitePageContext } from "../../lib/routing/page-context";

interface LanguageToggleProps {
  page: Pick<SitePageContext, "routeId" | "language" | "alternates">;
  className?: string;
  onNavigate?: () => void;
}

/** The language toggle: shows EN on Portuguese pages and PT otherwise; leads to the translated counterpart. */
export function LanguageToggle({ page, className, onNavigate }: LanguageToggleProps) {
  const { t } = useTranslation(["common"]);
  const { search, hash } = useLocationSuffix();
  const target = otherLanguage(page.language);
  return (
    <Link
      to={toggleTarget(page, search, hash)}
      className={className}
      hrefLang={HREFLANG[target]}
      onClick={() => {
        rememberLanguage(target);
        onNavigate?.();
      }}
    >
      <span aria-hidden="true">{toggleLabel(page.language)}</span>
      <span className="visually-hidden" lang={HREFLANG[target]}>
        {`${toggleLabel(page.language)} — ${t("common:language.switchTo")}`}
      </span>
    </Link>
  );
}
