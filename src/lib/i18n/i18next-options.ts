import type { InitOptions } from "i18next";

/**
 * i18next's settings for the site's UI strings (content/locales/<language>/<namespace>.json), given to
 * gatsby-plugin-react-i18next in gatsby-config.ts and used as they are by the tests and the CMS
 * previews, so every place reads the strings alike. Keys are always written with their namespace,
 * `t("forms:errors.tooLong", { max })`, so tools and the type check can find them.
 */
export const I18NEXT_OPTIONS = {
  defaultNS: "common",
  nsSeparator: ":",
  keySeparator: ".",
  // A string that is missing shows its key, never an empty space.
  returnNull: false,
  returnEmptyString: false,
  // React escapes what it renders; escaping here as well would show `&amp;` on the page.
  interpolation: { escapeValue: false },
} satisfies InitOptions;
