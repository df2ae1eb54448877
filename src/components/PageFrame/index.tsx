import React from "react";
import { useTranslation } from "react-i18next";
import { localeString, type LocaleEdges } from "../../lib/i18n/locale-data";
import type { SitePageContext } from "../../lib/routing/page-context";
import { pageCrumbs } from "../../lib/seo/page-crumbs";
import { Layout, navRoutes } from "../Layout";
import { Seo, type SeoProps } from "../Seo";

interface FrameProps {
  shell: Queries.PageShellFragment;
  page: SitePageContext;
  /** Label of the current page when it has no route (the 404 pages). */
  title?: string;
  children: React.ReactNode;
}

/** What every template renders around its content: layout with breadcrumbs. */
export function PageFrame({ shell, page, title, children }: FrameProps) {
  const { t } = useTranslation(["common"]);
  const crumbs = pageCrumbs(page, navRoutes(shell), t("common:breadcrumbs.home"), title ?? shell.route?.title ?? "");
  return (
    <Layout shell={shell} page={page} crumbs={crumbs}>
      {children}
    </Layout>
  );
}

type HeadProps = Omit<SeoProps, "crumbs"> & { locales: LocaleEdges | null | undefined };

/** What every template exports as Head: Seo with the same breadcrumbs, strings from page data. */
export function PageHead({ locales, ...props }: HeadProps) {
  const homeLabel = localeString(locales, "common", "breadcrumbs.home") ?? "";
  const crumbs = pageCrumbs(props.page, navRoutes(props.shell), homeLabel, props.title ?? props.shell.route?.title ?? "");
  return <Seo {...props} crumbs={crumbs} />;
}
