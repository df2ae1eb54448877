/**
 * The installed app's manifests, one per language, made by gatsby-plugin-manifest (`localize`): each
 * page's head links its language's, found by the language's home page (`start_url`) at the start of the
 * page's path, and the plugin's script swaps the link when a client-side move changes language.
 */

import { DEFAULT_LANGUAGE, HREFLANG, LANGUAGES, type Language } from "../lib/i18n/languages";

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

/** Where the plugin serves a language's manifest (it names the file by the manifest's `lang`). */
export const manifestPath = (language: Language): string => `/manifest_${HREFLANG[language]}.webmanifest`;

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

/** Every language's manifest, by the path the plugin serves it at. */
export function appManifests(site: ManifestSite): Record<string, ReturnType<typeof languageManifest>> {
  return Object.fromEntries(LANGUAGES.map((language) => [manifestPath(language), languageManifest(site, language)]));
}

/**
 * gatsby-plugin-manifest's options: one manifest per language (`localize`), and the default language's
 * again at /manifest.webmanifest for the bare addresses, which render that language. The page's own
 * head (src/components/Seo) already writes the theme colour and the icons for browsers that do not read
 * manifests, so the plugin writes nothing but the manifest link, and its icons are the files as they are.
 */
export function manifestPluginOptions(site: ManifestSite) {
  return {
    ...languageManifest(site, DEFAULT_LANGUAGE),
    localize: LANGUAGES.map((language) => languageManifest(site, language)),
    include_favicon: false,
    legacy: false,
    theme_color_in_head: false,
    cache_busting_mode: "none" as const,
  };
}
