import { Link } from "gatsby";
import { ContactLink } from "../ContactLink";
import React, { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEscapeKey } from "../../hooks/useEscapeKey";
import { useHydrated } from "../../hooks/useHydrated";
import { useNavbarScrolled } from "../../hooks/useNavbarScrolled";
import { WITHOUT_JS } from "../../lib/behaviours/without-js";
import { bookingTarget } from "../../lib/routing/booking";
import { contactPath, navGroups, type NavRoute } from "../../lib/routing/navigation";
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

/** The header's navigation: the dropdown groups on wide screens, the menu without script on phones. */
const NAV_ID = "site-nav";

/**
 * The fixed top bar: four dropdown groups (one open at most), toggle, Book now, WhatsApp, contact.
 * Its menus are HTML that works without script, which the script enhances: each group is a
 * `<details>` (one open at a time by their shared name), and on phones the menu button opens the same
 * navigation as a popover under the bar, where the same button closes it. With script the button opens the mobile menu dialog instead, and Escape,
 * a tap outside or focus leaving a group closes it.
 */
export function Navbar({ page, routes, productName, bookingUrl, whatsapp }: NavbarProps) {
  const { t } = useTranslation(["common"]);
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // Set when a pointer comes near the menu button or focus reaches it, so the menu's chunk is on its
  // way before the tap or key press that opens it.
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => setMenuWanted(true);
  const hydrated = useHydrated();
  const scrolled = useNavbarScrolled();
  const navRef = useRef<HTMLElement>(null);
  const groupsRef = useRef<HTMLUListElement>(null);
  const detailsRefs = useRef<Array<HTMLDetailsElement | null>>([]);
  const groups = navGroups(routes);
  const home = `/${page.language}/`;
  const contact = contactPath(routes) ?? home;
  const booking = bookingTarget({ bookingUrl }, routes);

  // The open group is the browser's (a <details> opens without script, even before hydration); the
  // state follows it, and closing sets it back on the elements.
  const closeGroup = useCallback(() => {
    for (const details of detailsRefs.current) if (details) details.open = false;
  }, []);
  const onToggle = (index: number) => (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) return setOpenGroup((current) => (current === index ? null : current));
    setOpenGroup(index);
    // Browsers without exclusive <details> (their `name`) still keep one open.
    detailsRefs.current.forEach((details, other) => other !== index && details && (details.open = false));
  };
  // A link followed by the router leaves the page under the header: nothing of the menu stays open.
  const leaveMenus = () => {
    closeGroup();
    if (navRef.current?.matches(":popover-open")) navRef.current.hidePopover();
  };

  useEscapeKey(openGroup !== null, () => {
    if (openGroup !== null) detailsRefs.current[openGroup]?.querySelector("summary")?.focus();
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

  const openMenu = (event: React.MouseEvent) => {
    event.preventDefault(); // the dialog, not the popover the button opens without script
    closeGroup(); // opening the mobile menu closes any open submenu
    setMenuWanted(true);
    setMenuOpen(true);
  };
  // Without script the button opens the navigation as a popover, and the browser says whether it is
  // open; once the script runs, the button opens the dialog and says so itself.
  const menuButtonRole = hydrated ? { "aria-expanded": menuOpen, "aria-controls": menuWanted ? "mobile-menu" : undefined } : { popovertarget: NAV_ID };

  return (
    <>
      <header
        className={styles.header}
        data-solid={scrolled || openGroup !== null || menuOpen ? "" : undefined}
        // Without script nothing tells the bar that the page has scrolled: it is solid throughout.
        {...WITHOUT_JS.solid}
      >
        <div className={styles.bar}>
          <Link to={home} className={styles.brand} aria-label={t("common:brandHome", { productName })}>
            <Logo className={styles.logo} />
            <span className={styles.brandName} aria-hidden="true">
              {productName}
            </span>
          </Link>

          <nav ref={navRef} id={NAV_ID} popover="auto" className={styles.nav} aria-label={t("common:nav.label")}>
            {/* Home, Contact and Book now: in the bar's row already, shown here only when this is the phone's menu without script. */}
            <ul className={styles.menuOnly}>
              <li>
                <Link to={home} className={styles.menuLink} onClick={leaveMenus}>
                  {t("common:breadcrumbs.home")}
                </Link>
              </li>
            </ul>
            <ul className={styles.groups} ref={groupsRef}>
              {groups.map(({ group, links }, index) => (
                <li key={group} className={styles.group}>
                  <details
                    ref={(el) => {
                      detailsRefs.current[index] = el;
                    }}
                    name={NAV_ID}
                    onToggle={onToggle(index)}
                  >
                    <summary className={styles.groupButton}>
                      {t(`common:nav.groups.${group}`)}
                      <Icon name="chevron" size={16} className={styles.chevron} />
                    </summary>
                    <ul className={styles.panel}>
                      {links.map((link) => (
                        <li key={link.routeId}>
                          <Link
                            to={link.path}
                            className={styles.panelLink}
                            onClick={leaveMenus}
                            aria-current={link.routeId === page.routeId ? "page" : undefined}
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
            <ul className={styles.menuOnly}>
              <li>
                <Link to={contact} className={styles.menuLink} onClick={leaveMenus}>
                  {t("common:nav.contact")}
                </Link>
              </li>
              <li>
                <TargetLink target={booking} className={styles.menuBook}>
                  {t("common:nav.bookNow")}
                </TargetLink>
              </li>
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
              {...menuButtonRole}
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
