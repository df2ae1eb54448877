import React, { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { NavRoute } from "../../lib/routing/navigation";
import type { SitePageContext } from "../../lib/routing/page-context";
import type { Crumb } from "../../lib/seo/structured-data";
import { useTabTeaser } from "../../hooks/useTabTeaser";
import { AnalyticsTag } from "../AnalyticsTag";
import { Breadcrumbs } from "../Breadcrumbs";
import { ConsentBanner } from "../ConsentBanner";
import { Footer } from "../Footer";
import { Navbar } from "../Navbar";
import { PopupGate, type Announcement } from "../PopupGate";
import { announcementId } from "../../lib/behaviours/popup";
import "../../styles/global.css";
import * as styles from "./index.module.css";

export { pageShellFragment } from "./fragment";

interface LayoutProps {
  shell: Queries.PageShellFragment;
  page: SitePageContext;
  crumbs: readonly Crumb[];
  children: React.ReactNode;
}

export function navRoutes(shell: Queries.PageShellFragment): NavRoute[] {
  return shell.allRoute.nodes.map((node) => ({
    ...node,
    navGroup: node.navGroup ?? null,
    footerGroup: node.footerGroup ?? null,
    footerOrder: node.footerOrder ?? null,
  }));
}

/** The popup's announcement, from site.json (content checks make sure its section exists). */
function announcementOf(announced: { route: { routeId: string; path: string } | null; section: string } | null | undefined): Announcement | undefined {
  const route = announced?.route;
  if (!route) return undefined;
  return { id: announcementId(route.routeId, announced.section), href: `${route.path}#${announced.section}` };
}

/** Skip link, navbar, breadcrumbs, main, footer; the standalone layout (/menu) keeps only main. */
export function Layout({ shell, page, crumbs, children }: LayoutProps) {
  const { t } = useTranslation(["common"]);
  const site = shell.siteConfig;
  if (!site) throw new Error("Site configuration is missing from the page query");
  const routes = navRoutes(shell);
  const standalone = page.layout === "standalone";
  const pathOf = (id: string) => routes.find((route) => route.routeId === id)?.path;
  const teaser = useMemo(() => ({ pt: site.tabTeaserPt, en: site.tabTeaserEn }), [site.tabTeaserPt, site.tabTeaserEn]);
  useTabTeaser(teaser, site.countryLookupUrl);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t("common:skipToContent")}
      </a>
      {!standalone && <Navbar page={page} routes={routes} productName={site.productName} bookingUrl={site.bookingUrl} whatsapp={site.whatsappReservations} />}
      {crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
      {/* Before the main content: on a phone it takes its own room above it instead of covering it. */}
      <ConsentBanner privacyPath={pathOf("privacy-policy")} />
      {/* Within the page's own boundary (PageRoot), the main content and the footer are boundaries of
          their own: React finishes hydrating the header and skip link first, then each of these in a
          later pass, so the menu answers before the rest of a long page has hydrated. A tap inside a
          boundary not yet hydrated hydrates it at once and is replayed. Nothing here suspends; no
          fallback shows. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      {!standalone && (
        <Suspense fallback={null}>
          <Footer routes={routes} site={site} homePath={`/${page.language}/`} />
        </Suspense>
      )}
      <AnalyticsTag measurementId={site.analyticsMeasurementId} featureFlags={site.featureFlags} />
      {/* Never on the table-side menu, as the lodge intended. */}
      {!standalone && <PopupGate announcement={announcementOf(site.announcement)} />}
    </>
  );
}
