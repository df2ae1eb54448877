/**
 * Stands in for the `outdent` package in the production browser bundle (gatsby-hooks.ts,
 * onCreateWebpackConfig). gatsby-plugin-react-i18next requires it at the top of its page wrapper only
 * to indent a development-only error message, which shipped about a kilobyte of gzipped JavaScript
 * to every page. Development builds keep the real package.
 */
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((text, part, index) => `${text}${String(values[index - 1])}${part}`);
}
