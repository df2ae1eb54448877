import { Link } from "gatsby";
import { ContactLink } from "../ContactLink";
import React, { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEscapeKey } from "../../hooks/useEscapeKey";
import { useNavbarScrolled } from "../../hooks/useNavbarScrolled";
import { bookingTarget } from "../../lib/routing/booking";
import { navGroups, type NavRoute } from "../../lib/routing/navigation";
import type { SitePageContext } from "../../lib/routing/page-context";
import { Icon } from "../Icon";
import { LanguageToggle } from "../LanguageToggle";
import { Logo } from "../Logo";
import { ChunkBoundary } from "../ChunkBoundary";
import { TargetLink } from "../TargetLink";
import * as styles from "./index.module.css";

// Phones only, and only once the visitor reaches for the menu button: its code and styles stay off
// every page's first load (desktops never fetch them).
const MobileMenu = lazy(() => import("../MobileMenu").then(({ MobileMenu }) => ({ default: MobileMenu })));

export interface NavbarProps {
  page: Pick<SitePageContext, "routeId" | "language" | "alternates">;
  routes: readonly NavRoute[];
  productName: string;
  /** site.json's booking page; "" (unset): Book now leads to the contact page (bookingTarget). */
  bookingUrl: string;
  /** "" (unset): no WhatsApp link. */
  whatsapp: string;
}

/** The fixed top bar: four dropdown groups (one open at most), toggle, Book now, WhatsApp, contact. */
export function Navbar({ page, routes, productName, bookingUrl, whatsapp }: NavbarProps) {
  const { t } = useTranslation(["common"]);
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // Set when a pointer comes near the menu button or focus reaches it, so the menu's chunk is on its
  // way before the tap or key press that opens it.
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => setMenuWanted(true);
  const scrolled = useNavbarScrolled();
  const groupsRef = useRef<HTMLUListElement>(null);
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const groups = navGroups(routes);
  const home = `/${page.language}/`;
  const contact = routes.find((route) => route.routeId === "how-to-get-here")?.path ?? home;
  const booking = bookingTarget({ bookingUrl }, routes);

  const closeGroup = useCallback(() => setOpenGroup(null), []);

  useEscapeKey(openGroup !== null, () => {
    if (openGroup !== null) buttonRefs.current[openGroup]?.focus();
    closeGroup();
  });

  // A click or tap outside the groups, or keyboard focus leaving them, closes the open group.
  useEffect(() => {
    if (openGroup === null) return;
    const outside = (target: EventTarget | null) => !groupsRef.current?.contains(target as Node | null);
    const onPointerDown = (event: PointerEvent) => outside(event.target) && closeGroup();
    const onFocusIn = (event: FocusEvent) => outside(event.target) && closeGroup();
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [openGroup, closeGroup]);

  const openMenu = () => {
    setOpenGroup(null); // opening the mobile menu closes any open submenu
    setMenuWanted(true);
    setMenuOpen(true);
  };

  return (
    <>
      <header className={styles.header} data-solid={scrolled || openGroup !== null || menuOpen ? "" : undefined}>
        <div className={styles.bar}>
          <Link to={home} className={styles.brand} aria-label={t("common:brandHome", { productName })}>
            <Logo className={styles.logo} />
            <span className={styles.brandName} aria-hidden="true">
              {productName}
            </span>
          </Link>

          <nav className={styles.desktopNav} aria-label={t("common:nav.label")}>
            <ul className={styles.groups} ref={groupsRef}>
              {groups.map(({ group, links }, index) => {
                const open = openGroup === index;
                const panelId = `nav-group-${group}`;
                return (
                  <li key={group} className={styles.group}>
                    <button
                      ref={(el) => {
                        buttonRefs.current[index] = el;
                      }}
                      type="button"
                      className={styles.groupButton}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenGroup(open ? null : index)}
                    >
                      {t(`common:nav.groups.${group}`)}
                      <Icon name="chevron" size={16} className={styles.chevron} />
                    </button>
                    <ul id={panelId} className={styles.panel} hidden={!open}>
                      {links.map((link) => (
                        <li key={link.routeId}>
                          <Link
                            to={link.path}
                            className={styles.panelLink}
                            onClick={closeGroup}
                            aria-current={link.routeId === page.routeId ? "page" : undefined}
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className={styles.actions}>
            <LanguageToggle page={page} className={styles.toggle} />
            <Link to={contact} className={styles.iconLink}>
              <Icon name="mail" />
              <span className={styles.iconLabel}>{t("common:nav.contact")}</span>
            </Link>
            <ContactLink channel="whatsapp" value={whatsapp} className={styles.iconLink}>
              <Icon name="whatsapp" />
              <span className="visually-hidden">{t("common:nav.whatsapp")}</span>
            </ContactLink>
            <TargetLink target={booking} className={styles.bookNow}>
              {t("common:nav.bookNow")}
            </TargetLink>
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={menuWanted ? "mobile-menu" : undefined}
              onPointerEnter={wantMenu}
              onPointerDown={wantMenu}
              onFocus={wantMenu}
              onClick={openMenu}
            >
              <Icon name="menu" size={24} />
              <span className="visually-hidden">{t("common:nav.openMenu")}</span>
            </button>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would become the containing block of the fixed menu. */}
      {menuWanted && (
        <ChunkBoundary onFailure={() => setMenuOpen(false)}>
          <Suspense fallback={null}>
            <MobileMenu
              id="mobile-menu"
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              groups={groups}
              page={page}
              homePath={home}
              contactPath={contact}
              booking={booking}
              whatsapp={whatsapp}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
