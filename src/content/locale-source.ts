/**
 * The gatsby-source-filesystem instance that reads content/locales (gatsby-config.ts), whose files
 * gatsby-plugin-react-i18next turns into `Locale` nodes.
 */
export const LOCALE_SOURCE = "locale";

/**
 * The `Locale` node as gatsby-plugin-react-i18next makes it, declared so nothing about it is inferred:
 * its language (the folder), namespace (the file name) and strings (the file's JSON as compact text).
 */
export const localeTypeDefs = `
  type Locale implements Node @dontInfer {
    language: String!
    ns: String!
    data: String!
    fileAbsolutePath: String!
  }
`;
