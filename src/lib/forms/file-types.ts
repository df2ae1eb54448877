import { INTL_LOCALE, type Language } from "../i18n/languages";

/**
 * The photo formats of the upload form, as visitors read them. Kept apart from business-constants so
 * the form's page ships these few lines, not every formatter of the site's constants.
 */

/** "image/jpeg" → "JPEG". */
export function fileTypeLabel(mime: string): string {
  return (mime.split("/")[1] ?? mime).replace("webp", "WebP").replace(/^(jpeg|png|heic)$/, (m) => m.toUpperCase());
}

/** ["image/jpeg", "image/png", "image/webp"] → "JPEG, PNG ou WebP" / "JPEG, PNG or WebP": any one of them. */
export function fileTypeList(mimes: readonly string[], language: Language): string {
  return new Intl.ListFormat(INTL_LOCALE[language], { type: "disjunction" }).format(mimes.map(fileTypeLabel));
}
