import { FALLBACK_LANGUAGE, HREFLANG, LANGUAGES, OPEN_GRAPH_LOCALE, otherLanguage, type Language } from "../i18n/languages";

export const TITLE_SEPARATOR = " · ";
/** Crawlers may come back weekly (revisit-after). */
export const REVISIT_AFTER = "7 days";
/** A noindex page forbids indexing, following, caching, snippets and images. */
export const NOINDEX_ROBOTS = "noindex, nofollow, noarchive, nosnippet, noimageindex";

export interface ShareImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface HeadInput {
  language: Language;
  pageTitle: string;
  description: string;
  productName: string;
  tagline: string;
  siteUrl: string;
  /** This page's canonical path in each language. */
  alternates: Record<Language, string>;
  noindex: boolean;
  image: ShareImage;
  keywords?: string;
  /** A video channel added as a see-also identity link. */
  videoChannelUrl?: string;
}

export interface MetaTag {
  name?: string;
  property?: string;
  httpEquiv?: string;
  content: string;
}

export interface LinkTag {
  rel: string;
  href: string;
  hrefLang?: string;
}

export interface HeadTags {
  htmlLang: string;
  title: string;
  meta: MetaTag[];
  links: LinkTag[];
}

export function pageTitle(page: string, productName: string, tagline: string): string {
  return [page, productName, tagline].filter(Boolean).join(TITLE_SEPARATOR);
}

/**
 * Everything a page's head carries (title, meta, canonical, hreflang, social cards), as data. Bare
 * pages pass their Portuguese alternates, so their canonical points to /pt/: one indexed URL per
 * language, never the bare copy.
 */
export function buildHead(input: HeadInput): HeadTags {
  // Route titles already fit (their schema says so); an entry's longer title is cut here, once.
  const title = pageTitle(snippet(input.pageTitle, PAGE_TITLE_MAX), input.productName, input.tagline);
  const meta: MetaTag[] = [{ name: "description", content: input.description }];
  if (input.keywords) meta.push({ name: "keywords", content: input.keywords });
  meta.push({ name: "revisit-after", content: REVISIT_AFTER });

  if (input.noindex) {
    meta.push({ name: "robots", content: NOINDEX_ROBOTS });
    return { htmlLang: HREFLANG[input.language], title, meta, links: [] };
  }

  const absolute = (path: string) => input.siteUrl + path;
  const canonical = absolute(input.alternates[input.language]);
  const links: LinkTag[] = [
    { rel: "canonical", href: canonical },
    ...LANGUAGES.map((language) => ({ rel: "alternate", hrefLang: HREFLANG[language], href: absolute(input.alternates[language]) })),
    { rel: "alternate", hrefLang: "x-default", href: absolute(input.alternates[FALLBACK_LANGUAGE]) },
  ];
  if (input.videoChannelUrl) links.push({ rel: "me", href: input.videoChannelUrl });

  meta.push(
    { name: "robots", content: "index, follow, max-image-preview:large" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: input.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: input.image.url },
    { property: "og:image:width", content: String(input.image.width) },
    { property: "og:image:height", content: String(input.image.height) },
    { property: "og:image:alt", content: input.image.alt },
    { property: "og:locale", content: OPEN_GRAPH_LOCALE[input.language] },
    { property: "og:locale:alternate", content: OPEN_GRAPH_LOCALE[otherLanguage(input.language)] },
    // The large-image card; its title, description and picture are read from the og: tags above.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: input.image.alt },
  );
  if (input.videoChannelUrl) meta.push({ property: "og:see_also", content: input.videoChannelUrl });
  return { htmlLang: HREFLANG[input.language], title, meta, links };
}

/**
 * The most characters of a page's own part of its title: search results show about 60, and " · " and
 * the lodge's name (21 characters) follow it. Route titles are held to it by their schema; an entry's
 * longer title (a press item's) is cut to it in the head, and shown whole on the page.
 */
export const PAGE_TITLE_MAX = 45;

/** What search results show of a description before they cut it. */
export const DESCRIPTION_MAX = 160;

/**
 * A text cut to fit a description at the end of a word, with an ellipsis, for pages whose
 * description is the start of a longer text (an entry's).
 */
export function snippet(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // The cut falls at a word's end when a space follows it; otherwise back to the last whole word.
  const whole = flat[max - 1] === " " ? cut : cut.slice(0, cut.lastIndexOf(" "));
  const atWord = whole.replace(/[\s,;:.–—-]+$/, "");
  return `${atWord || cut}…`;
}
