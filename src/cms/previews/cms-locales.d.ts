/** The interface texts of content/locales/, by language and namespace, put into the CMS bundle when it is built (admin-site.ts). */
declare module "cms-locales" {
  const locales: Record<"pt" | "en", import("i18next").ResourceLanguage>;
  export default locales;
}

/** The route table's pages as choices of a field that points at one (route-options.ts), put into the CMS bundle when it is built. */
declare module "cms-routes" {
  const options: Array<{ label: string; value: string }>;
  export default options;
}

/** Every interface text as [key path, text] pairs by namespace and language (locale-hints.ts), put into the CMS bundle when it is built. */
declare module "cms-locale-texts" {
  const texts: import("../locale-hints").LocaleTexts;
  export default texts;
}
