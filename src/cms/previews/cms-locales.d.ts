/** The interface texts of content/locales/, by language and namespace, put into the CMS bundle when it is built (admin-site.ts). */
declare module "cms-locales" {
  const locales: Record<"pt" | "en", import("i18next").ResourceLanguage>;
  export default locales;
}

/** The choices of the selects that point at content, the site's pages and species (choice-options.ts), put into the CMS bundle when it is built. */
declare module "cms-choices" {
  const choices: import("../choice-options").Choices;
  export default choices;
}

/** Every interface text as [key path, text] pairs by namespace and language (locale-hints.ts), put into the CMS bundle when it is built. */
declare module "cms-locale-texts" {
  const texts: import("../locale-hints").LocaleTexts;
  export default texts;
}

/** The listings and entries an entry page's preview links to (entry-index.ts), put into the CMS bundle when it is built. */
declare module "cms-entry-index" {
  const index: import("../entry-index").CmsEntryIndex;
  export default index;
}
