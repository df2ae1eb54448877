import { getImage } from "gatsby-plugin-image";
import type { HeadProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import type { FooterGroup, NavGroup } from "../../lib/routing/navigation";
import type { SitePageContext } from "../../lib/routing/page-context";
import { Article } from "../Article";
import type { LocaleEdges } from "../../lib/i18n/locale-data";
import { PageFrame, PageHead } from "../PageFrame";
import { PageHero } from "../PageHero";
import { PlanVisit } from "../PlanVisit";
import { RelatedPages } from "../RelatedPages";

interface ArticleScreenProps {
  shell: Queries.PageShellFragment;
  article: Queries.ArticleContentFragment | null;
  page: SitePageContext;
  /** The page's heading where it differs from the route's title (a narrowed list's). */
  title?: string;
  /** The screen's own collection (species, trails, timeline…), shown after the written content. */
  children?: React.ReactNode;
}

/**
 * The frame of every written screen: hero with the route's title and description, the content of
 * content/pages.json, the screen's own collection, its sibling pages and a way to plan the visit.
 */
export function ArticleScreen({ shell, article, page, title, children }: ArticleScreenProps) {
  const { t } = useTranslation(["common"]);
  const route = shell.route;
  const site = shell.siteConfig;
  if (!route || !site || !article) throw new Error(`Content of route ${page.routeId} is missing from the page query`);
  const { navGroup, footerGroup } = shell.allRoute.nodes.find((r) => r.routeId === page.routeId) ?? {};
  // The footer's column says what a page is about more closely than its menu (the gallery and press sit in
  // the menu's Conservation group, in the footer's About); a page in neither has the lodge's name.
  const eyebrow = footerGroup ? t(`common:footer.${footerGroup as FooterGroup}`) : navGroup ? t(`common:nav.groups.${navGroup as NavGroup}`) : site.productName;
  const heroImage = article.image ? getImage(article.image.childImageSharp) : undefined;
  return (
    <PageFrame shell={shell} page={page}>
      <PageHero
        title={title ?? route.title}
        eyebrow={eyebrow}
        lead={route.description}
        image={heroImage ? { data: heroImage, alt: article.imageAlt ?? "", focus: article.imageFocus } : null}
        size={heroImage ? "medium" : "band"}
      />
      <Article content={article} site={site} routes={shell.allRoute.nodes} />
      {children}
      <RelatedPages shell={shell} routeId={page.routeId} />
      <PlanVisit shell={shell} />
    </PageFrame>
  );
}

/** The Head of every written screen (templates export it as their Head). */
export function ArticleHead({ data, pageContext }: HeadProps<Queries.PageShellFragment & { locales: LocaleEdges | null }, SitePageContext>) {
  return <PageHead shell={data} page={pageContext} locales={data.locales} />;
}
