import type { Language } from "../../lib/i18n/languages";
import { mailToGuest, type MailWording } from "../mail/compose";
import { siteAddress } from "../mail/mail-addresses";
import type { Mail } from "../mail/mailer";
import { mailText } from "../mail/mail-strings";
import { signLink, type LinkClaims } from "./links";

export function linkUrl(key: Buffer, claims: LinkClaims): string {
  const endpoint = claims.purpose === "confirm" ? "/api/newsletter-confirm" : "/api/newsletter-unsubscribe";
  return `${siteAddress()}${endpoint}?token=${signLink(key, claims)}`;
}

/** The request to confirm a sign-up: not yet newsletter mail, so nothing to unsubscribe from. */
export const confirmationMail = (key: Buffer, to: string, language: Language, nonce: string, inbox: string | undefined): Mail =>
  mailToGuest(
    language,
    { subject: "newsletter.confirmSubject", body: "newsletter.confirmBody" },
    { confirmUrl: linkUrl(key, { purpose: "confirm", email: to, nonce }) },
    to,
    inbox,
  );

/**
 * Mail to a subscriber of the newsletter (its welcome, and any later one): with the unsubscribe link
 * in its wording (`{{unsubscribeUrl}}`) and in List-Unsubscribe, which one POST follows (RFC 8058), and
 * a mailto to the lodge's inbox beside it when there is one.
 */
function newsletterMail(key: Buffer, to: string, language: Language, wording: MailWording, inbox: string | undefined): Mail {
  const unsubscribeUrl = linkUrl(key, { purpose: "unsubscribe", email: to });
  const mailtoSubject = encodeURIComponent(mailText(language)("mail:newsletter.unsubscribeMailSubject"));
  return {
    ...mailToGuest(language, wording, { unsubscribeUrl }, to, inbox),
    unsubscribe: { url: unsubscribeUrl, ...(inbox ? { mailto: `mailto:${inbox}?subject=${mailtoSubject}` } : {}) },
  };
}

export const welcomeMail = (key: Buffer, to: string, language: Language, inbox: string | undefined): Mail =>
  newsletterMail(key, to, language, { subject: "newsletter.welcomeSubject", body: "newsletter.welcomeBody" }, inbox);
