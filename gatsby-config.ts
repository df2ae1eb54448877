import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { CONTENT_DIR, siteContent } from "./src/content/content-store";
import { CONTENT_SOURCE, jsonNodeType } from "./src/content/source-nodes";
import { LOCALE_SOURCE } from "./src/content/locale-source";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./src/lib/i18n/languages";
import { I18NEXT_OPTIONS } from "./src/lib/i18n/i18next-options";
import { GUEST_PHOTOS_DIR, GUEST_PHOTOS_SOURCE } from "./src/content/guest-photo-files";
import { sitemapEntry, sitemapPages } from "./src/content/sitemap";
import type { SitePageContext } from "./src/lib/routing/page-context";
import { siteNetlifyAdapter } from "./src/deploy/netlify-adapter";
import { manifestPluginOptions } from "./src/field-kit/app-manifest";

const ensureDirectory = (directory: string) => {
  fs.mkdirSync(directory, { recursive: true });
  return directory;
};

// Gatsby sizes its image queue, its minifiers and its page workers at "cores - 1", keeping a core for
// its main process; on a 2-core machine that left one core working for the whole image step while the
// main process waited. Set here, before any of them starts; a GATSBY_CPU_COUNT of the machine's wins.
process.env.GATSBY_CPU_COUNT ??= String(os.availableParallelism() + 1);

/** Read from content/site.json, the one place it lives; an invalid file stops here with its problems. */
const { site } = siteContent();
const { siteUrl } = site;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  // Every build is deployable to Netlify as well as to the production server (docs/DEPLOY.md).
  adapter: siteNetlifyAdapter(),
  // Developers' types of the GraphQL schema, a tracked file; not from the editors' preview (`npm run
  // cms`), where saving content must change nothing but content.
  graphqlTypegen: process.env.CMS_PREVIEW === "1" ? false : { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      // The collection files. Each File node gets a child holding its validated content, which
      // gatsby-transformer-json turns into the collection's nodes (src/content/source-nodes.ts),
      // so `npm run develop` follows edits without a restart.
      resolve: "gatsby-source-filesystem",
      options: { name: CONTENT_SOURCE, path: CONTENT_DIR, ignore: [path.join(CONTENT_DIR, "*/**"), "**/*.md"] },
    },
    {
      // Type names chosen, never derived from file names: Room, Trail, SiteConfig… (collections.ts).
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonNodeType },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.resolve(__dirname, "content/images") },
    },
    {
      // Approved guest photos, copied here from the database's file store before sourcing
      // (src/content/guest-photos.ts); the directory must exist when the plugin starts.
      resolve: "gatsby-source-filesystem",
      options: { name: GUEST_PHOTOS_SOURCE, path: ensureDirectory(GUEST_PHOTOS_DIR) },
    },
    {
      // Downloadable documents: File nodes give each its public URL and size.
      resolve: "gatsby-source-filesystem",
      options: { name: "documents", path: path.resolve(__dirname, "content/documents"), ignore: ["**/*.sha"] },
    },
    {
      // UI strings: gatsby-plugin-react-i18next makes one Locale node per language and namespace.
      resolve: "gatsby-source-filesystem",
      options: { name: LOCALE_SOURCE, path: path.resolve(__dirname, "content/locales") },
    },
    {
      // The UI strings through react-i18next: each page's query fetches its own language and namespaces
      // (the PageShell fragment) and the plugin gives them to the page's components. gatsby-node creates
      // every page with its `i18n` context, translated slugs included, so the plugin creates none; the
      // language is chosen before the first paint by the page's own script, so the plugin's redirect is off.
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: LOCALE_SOURCE,
        localeJsonNodeName: "locales",
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        redirect: false,
        siteUrl,
        trailingSlash: "always",
        verbose: false,
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
    "gatsby-plugin-image",
    {
      // WebP only: every browser the site supports shows it, at a third of the bytes of a JPEG; AVIF saved
      // little on these photographs and illustrations and took most of the build's time; a second
      // format doubles each picture's markup. Widths for phones at 1x, 2x and 3x (400, 800, 1200) and
      // for desktops at 1x and 2x (1600, 2000); a picture is never made wider than its file.
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["webp"], placeholder: "dominantColor", quality: 70, breakpoints: [400, 800, 1200, 1600, 2000] },
      },
    },
    "gatsby-transformer-sharp",
    {
      // The site installs on a phone as an app, in the language of the page it was installed from.
      resolve: "gatsby-plugin-manifest",
      options: manifestPluginOptions(site),
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: Array<{ path: string; pageContext: SitePageContext | null }> } }) =>
          sitemapPages(allSitePage.nodes),
        serialize: (page: { path: string; pageContext: SitePageContext }) => sitemapEntry(page, siteUrl),
      },
    },
  ],
};

export default config;
