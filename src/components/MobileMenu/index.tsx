import { Link } from "gatsby";
import { ContactLink } from "../ContactLink";
import React, { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LinkTarget } from "../../lib/routing/booking";
import { type LinkGroup, type NavGroup } from "../../lib/routing/navigation";
import type { SitePageContext } from "../../lib/routing/page-context";
import { Dialog } from "../Dialog";
import { Icon } from "../Icon";
import { LanguageToggle } from "../LanguageToggle";
import { TargetLink } from "../TargetLink";
import * as styles from "./index.module.css";

/** At this width and below (phones) the navbar becomes the slide-in menu. */
export const MOBILE_MAX_WIDTH = 768;

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  groups: ReadonlyArray<LinkGroup<NavGroup>>;
  page: Pick<SitePageContext, "routeId" | "language" | "alternates">;
  homePath: string;
  contactPath: string;
  /** Where Book now goes (bookingTarget). */
  booking: LinkTarget;
  /** "" (unset): no WhatsApp link. */
  whatsapp: string;
}

/**
 * The mobile menu: a side-panel Dialog (scroll lock, focus trap, Escape, overlay, close button)
 * with accordion groups; it also closes on a link.
 */
export function MobileMenu({ id, open, onClose, groups, page, homePath, contactPath, booking, whatsapp }: MobileMenuProps) {
  const { t } = useTranslation(["common"]);
  const [expanded, setExpanded] = useState<number | null>(null);
  // Each opening starts with every group folded; growing past the mobile width closes the menu.
  useEffect(() => {
    if (!open) return;
    setExpanded(null);
    const wide = window.matchMedia(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);
    const onChange = () => wide.matches && onClose();
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open, onClose]);

  return (
    <Dialog
      variant="panel"
      open={open}
      onClose={onClose}
      id={id}
      label={t("common:nav.label")}
      closeLabel={t("common:nav.closeMenu")}
      closeIconSize={24}
      toolbar={<LanguageToggle page={page} className={styles.toggle} onNavigate={onClose} />}
      className={styles.panel}
      overlayTestId="mobile-menu-overlay"
    >
      <nav aria-label={t("common:nav.label")}>
        <ul className={styles.list}>
          <li>
            <Link to={homePath} className={styles.link} onClick={onClose}>
              {t("common:breadcrumbs.home")}
            </Link>
          </li>
          {groups.map(({ group, links }, index) => {
            const isOpen = expanded === index;
            const panelId = `${id}-${group}`;
            return (
              <li key={group}>
                <button
                  type="button"
                  className={styles.groupButton}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setExpanded(isOpen ? null : index)}
                >
                  {t(`common:nav.groups.${group}`)}
                  <Icon name="chevron" size={18} className={styles.chevron} />
                </button>
                <ul id={panelId} className={styles.sublist} hidden={!isOpen}>
                  {links.map((link) => (
                    <li key={link.routeId}>
                      <Link to={link.path} className={styles.sublink} onClick={onClose} aria-current={link.routeId === page.routeId ? "page" : undefined}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li>
            <Link to={contactPath} className={styles.link} onClick={onClose}>
              {t("common:nav.contact")}
            </Link>
          </li>
        </ul>
      </nav>
      <div className={styles.actions}>
        <TargetLink target={booking} className={styles.bookNow} onClick={onClose}>
          {t("common:nav.bookNow")}
        </TargetLink>
        <ContactLink channel="whatsapp" value={whatsapp} className={styles.whatsapp} onClick={onClose}>
          <Icon name="whatsapp" />
          {` ${t("common:nav.whatsapp")}`}
        </ContactLink>
      </div>
    </Dialog>
  );
}
