import type { NewsletterResult } from "../../lib/forms/newsletter";
import type { Language } from "../../lib/i18n/languages";
import { site } from "../content/site";
import { sitePagePath } from "../site-pages";

/** Whether the newsletter is offered (site.json › featureFlags): its page exists only then. */
export const newsletterOffered = () => site().featureFlags.enableNewsletter;

/** The newsletter page in a language, or null when the newsletter is not offered and the page not built. */
export const newsletterPagePath = (language: Language): string | null =>
  newsletterOffered() ? sitePagePath("newsletter", language, "where the newsletter links lead") : null;

/**
 * Where a newsletter link leads once it has done its work: the newsletter page in the subscriber's
 * language, at its result (`?newsletter=confirmed#newsletter-confirmed`), whose message the page shows
 * by CSS alone. With the newsletter switched off (and its page gone), links still work for those
 * already on the list, and lead to the home page.
 */
export function newsletterResultPath(language: Language, result: NewsletterResult): string {
  const path = newsletterPagePath(language) ?? `/${language}/`;
  return `${path}?newsletter=${result}#newsletter-${result}`;
}
