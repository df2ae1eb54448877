import "../styles/shared";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "../components/LanguageToggle";
import { Logo } from "../components/Logo";
import { MenuTabs } from "../components/MenuTabs";
import { PageFrame, PageHead } from "../components/PageFrame";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./menu.module.css";

/** The table-side menu (/menu), standalone (no navbar or footer), built for a phone. */
export default function MenuPage({ data, pageContext }: PageProps<Queries.MenuPageQuery, SitePageContext>) {
  const { t } = useTranslation(["menu"]);
  const menu = data.menuContent;
  const route = data.route;
  const site = data.siteConfig;
  if (!menu || !route || !site) throw new Error("Menu content is missing from the page query");
  return (
    <PageFrame shell={data} page={pageContext}>
      <div className={styles.page}>
        <div className={styles.header}>
          <Link to={`/${pageContext.language}/`} className={styles.brand}>
            <Logo className={styles.logo} />
            <span>{site.productName}</span>
            <span className="visually-hidden"> — {t("menu:backToSite")}</span>
          </Link>
          <LanguageToggle page={pageContext} className={styles.toggle} />
        </div>
        <h1 className={styles.title}>{route.title}</h1>
        <p className={styles.intro}>{menu.intro}</p>
        <MenuTabs menu={menu} language={pageContext.language} />
        <p className={styles.note}>{menu.note}</p>
      </div>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.MenuPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query MenuPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
    menuContent {
      intro(locale: $language)
      note(locale: $language)
      snackPriceBands {
        lowUpTo
        midUpTo
      }
      snacks {
        menuItemKey: id
        name(locale: $language)
        description(locale: $language)
        priceBRL
      }
      drinks {
        menuGroupKey: id
        heading(locale: $language)
        items {
          menuItemKey: id
          name(locale: $language)
          description(locale: $language)
          priceBRL
        }
      }
      eats {
        menuGroupKey: id
        heading(locale: $language)
        items {
          menuItemKey: id
          name(locale: $language)
          description(locale: $language)
          priceBRL
        }
      }
      wines {
        wineKey: id
        name
        style(locale: $language)
        origin(locale: $language)
        glassBRL
        bottleBRL
      }
    }
  }
`;
