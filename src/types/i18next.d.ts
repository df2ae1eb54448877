import "i18next";

/** Missing keys return the key, never null (matches `returnNull: false` in gatsby-config). */
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
