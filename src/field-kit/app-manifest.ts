/**
 * The installed app's manifests, one per language, written by the build (src/build/gatsby-hooks.ts)
 * and linked by each page's head in its own language, so a client-side move to the other language
 * links the other manifest with no script of its own. gatsby-plugin-manifest makes per-language
 * manifests too, but ships all of them (names, descriptions, icons) and a link-swapping script in the
 * app's bundle of every page, about half a kilobyte that the first-visit budget has no room for.
 */

import { HREFLANG, LANGUAGES, type Language } from "../lib/i18n/languages";

/**
 * The installed app's colours: the forest green of the icons' background for the title bar and the
 * splash screen, so the app opens on the colour of the icon that was tapped. Named after the design
 * tokens in src/styles/tokens.css; a unit test keeps them equal.
 */
export const APP_COLOURS = { "forest-900": "#0f2a1d" } as const;
export const APP_THEME_COLOUR = APP_COLOURS["forest-900"];

/** The icons in static/icons: the maskable one keeps the bird inside the centre circle that every launcher shape leaves whole. */
const ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/** What a language's manifest says, from content/site.json. */
export interface ManifestSite {
  productName: string;
  tagline: Record<Language, string>;
}

/** A launcher has room for about twelve characters under an icon: the lodge's first name. */
export const shortName = (productName: string): string => (productName.length <= 12 ? productName : (productName.split(/\s+/)[0] ?? productName));

/** Where a language's manifest is served; each page links its own language's (src/components/Seo). */
export const manifestPath = (language: Language): string => `/manifest-${language}.webmanifest`;

export function languageManifest(site: ManifestSite, language: Language) {
  return {
    name: site.productName,
    short_name: shortName(site.productName),
    description: site.tagline[language],
    lang: HREFLANG[language],
    start_url: `/${language}/`,
    scope: "/",
    display: "standalone" as const,
    theme_color: APP_THEME_COLOUR,
    background_color: APP_THEME_COLOUR,
    icons: ICONS,
  };
}

/** Every language's manifest, by the path it is served at. */
export function appManifests(site: ManifestSite): Record<string, ReturnType<typeof languageManifest>> {
  return Object.fromEntries(LANGUAGES.map((language) => [manifestPath(language), languageManifest(site, language)]));
}
