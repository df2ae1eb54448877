/** The plugin's own choice of a page's manifest file, which the tests check the site's paths against. */
declare module "gatsby-plugin-manifest/get-manifest-pathname" {
  export default function getManifestForPathname(
    pathname: string,
    localizedManifests: ReadonlyArray<{ start_url: string; lang: string }>,
    shouldPrependPathPrefix?: boolean,
  ): string;
}
