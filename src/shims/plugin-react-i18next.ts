/**
 * What gatsby-plugin-react-i18next's page wrapper takes from react-i18next: the provider, and only it.
 * The wrapper is CommonJS, and webpack keeps every export of a module that CommonJS `require`s; its
 * `require("react-i18next")` kept the whole library (Trans, withTranslation, withSSR and the HTML parser
 * Trans brings) in every page's first script, though the site uses only hooks there. Through this
 * module the wrapper requires one export, and the rest stays where a page uses it.
 */
export { I18nextProvider } from "react-i18next";
