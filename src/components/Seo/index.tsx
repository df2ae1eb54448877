import React from "react";
import type { SitePageContext } from "../../lib/routing/page-context";
import { buildHead } from "../../lib/seo/seo";
import { breadcrumbList, jsonLdScript, lodgingBusiness, type Crumb } from "../../lib/seo/structured-data";
import { APP_THEME_COLOUR } from "../../field-kit/app-manifest";

export interface SeoProps {
  shell: Queries.PageShellFragment;
  page: SitePageContext;
  /** Overrides the route table's title and description (the 404 pages have no route). */
  title?: string;
  description?: string;
  crumbs: readonly Crumb[];
  image?: { src: string; width: number; height: number; alt: string };
  children?: React.ReactNode;
}

/** The Head of every page, built by buildHead from page data alone. */
export function Seo({ shell, page, title, description, crumbs, image, children }: SeoProps) {
  const site = shell.siteConfig;
  if (!site) throw new Error("Site configuration is missing from the page query");
  const share = site.shareImage?.childImageSharp?.resize;
  const pageDescription = description ?? shell.route?.description ?? site.description;
  const head = buildHead({
    language: page.language,
    pageTitle: title ?? shell.route?.title ?? "",
    description: pageDescription,
    productName: site.productName,
    tagline: site.tagline,
    siteUrl: site.siteUrl,
    alternates: page.alternates,
    noindex: page.noindex,
    // The site's keywords describe the site as a whole: on its home page only. Search engines give
    // them little weight, and the other pages' first round trip has no room for them.
    keywords: page.routeId === "home" ? site.keywords : undefined,
    videoChannelUrl: site.social?.youtube || undefined,
    image: image
      ? { url: site.siteUrl + image.src, width: image.width, height: image.height, alt: image.alt }
      : { url: site.siteUrl + (share?.src ?? ""), width: share?.width ?? 800, height: share?.height ?? 450, alt: site.productName },
  });
  const canonicalPath = page.alternates[page.language];
  const lodging = lodgingBusiness({
    ...site,
    description: site.description,
    homePath: `/${page.language}/`,
    imageUrl: site.siteUrl + (share?.src ?? ""),
    language: page.language,
  });

  return (
    <>
      <html lang={head.htmlLang} />
      <title>{head.title}</title>
      {head.meta.map((tag) => (
        <meta key={`${tag.name ?? tag.property}-${tag.content}`} name={tag.name} property={tag.property} content={tag.content} />
      ))}
      {head.links.map((link) => (
        <link key={`${link.rel}-${link.hrefLang ?? ""}`} rel={link.rel} href={link.href} hrefLang={link.hrefLang} />
      ))}
      <meta name="theme-color" content={APP_THEME_COLOUR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(lodging) }} />
      {crumbs.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript(breadcrumbList(crumbs, site.siteUrl, site.siteUrl + canonicalPath)) }}
        />
      )}
      {children}
    </>
  );
}
