import { HREFLANG, LANGUAGES, FALLBACK_LANGUAGE } from "../lib/i18n/languages";
import type { SitePageContext } from "../lib/routing/page-context";

interface SitemapPage {
  path: string;
  pageContext: SitePageContext | null;
}

/** Only canonical indexable pages: prefixed, not noindex (so no bare copies, 404s or /login). */
export function sitemapPages(pages: readonly SitemapPage[]): Array<SitemapPage & { pageContext: SitePageContext }> {
  return pages.filter((page): page is SitemapPage & { pageContext: SitePageContext } => {
    const context = page.pageContext;
    return Boolean(context && context.routeId && !context.bare && !context.noindex && page.path === context.alternates[context.language]);
  });
}

/** One sitemap entry with its reciprocal hreflang alternates (the same set the page's head lists). */
export function sitemapEntry(page: SitemapPage & { pageContext: SitePageContext }, siteUrl: string) {
  const { alternates } = page.pageContext;
  return {
    url: siteUrl + page.path,
    changefreq: "weekly",
    links: [
      ...LANGUAGES.map((language) => ({ lang: HREFLANG[language], url: siteUrl + alternates[language] })),
      { lang: "x-default", url: siteUrl + alternates[FALLBACK_LANGUAGE] },
    ],
  };
}
