/** The interface texts of content/locales/, by language and namespace, put into the CMS bundle when it is built (admin-site.ts). */
declare module "cms-locales" {
  const locales: Record<"pt" | "en", Record<string, unknown>>;
  export default locales;
}
