import { Link } from "gatsby";
import React, { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEscapeKey } from "../../hooks/useEscapeKey";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import { useScrollLock } from "../../hooks/useScrollLock";
import { whatsappUrl, type LinkGroup, type NavGroup } from "../../lib/routing/navigation";
import type { SitePageContext } from "../../lib/routing/page-context";
import { ExternalLink } from "../ExternalLink";
import { Icon } from "../Icon";
import { LanguageToggle } from "../LanguageToggle";
import * as styles from "./index.module.css";

/** SPEC 9: at this width and below the navbar becomes the slide-in menu. */
export const MOBILE_MAX_WIDTH = 768;

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  groups: ReadonlyArray<LinkGroup<NavGroup>>;
  page: Pick<SitePageContext, "routeId" | "language" | "alternates">;
  homePath: string;
  contactPath: string;
  bookingUrl: string;
  whatsapp: string;
}

/**
 * SPEC 2.4 mobile menu: slides in over an overlay, with a close button and accordion groups.
 * While open it locks page scroll and traps focus; it closes on a link, Escape or the overlay.
 */
export function MobileMenu({ id, open, onClose, groups, page, homePath, contactPath, bookingUrl, whatsapp }: MobileMenuProps) {
  const { t } = useTranslation("common");
  const [expanded, setExpanded] = useState<number | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useScrollLock(open);
  useFocusTrap(open, panelRef, closeRef);
  useEscapeKey(open, onClose);

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
    <div className={styles.root} data-open={open ? "" : undefined}>
      {/* The overlay is a pointer convenience; keyboard users close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.overlay} onClick={onClose} data-testid="mobile-menu-overlay" />
      <div id={id} ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-label={t("common:nav.label")} tabIndex={-1}>
        <div className={styles.top}>
          <LanguageToggle page={page} className={styles.toggle} onNavigate={onClose} />
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
            <Icon name="close" size={24} />
            <span className="visually-hidden">{t("common:nav.closeMenu")}</span>
          </button>
        </div>
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
          <ExternalLink href={bookingUrl} className={styles.bookNow} onClick={onClose}>
            {t("common:nav.bookNow")}
          </ExternalLink>
          <ExternalLink href={whatsappUrl(whatsapp)} className={styles.whatsapp} onClick={onClose}>
            <Icon name="whatsapp" /> {t("common:nav.whatsapp")}
          </ExternalLink>
        </div>
      </div>
    </div>
  );
}
