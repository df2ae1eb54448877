import site from "../../../content/site.json";
import { addressSetting, runtimeEnv, type Env } from "../runtime-env";
import type { Mail } from "../mail/mailer";
import { mailText } from "../mail/mail-strings";
import { signLink, type LinkClaims } from "./links";

/**
 * SITE_URL: the address links in e-mails lead to (a staging host, a test server); by default the
 * site's own, from site.json. Never taken from a request, whose Host header anyone can write.
 */
export function siteAddress(env: Env = globalThis.process.env): string {
  const raw = runtimeEnv("SITE_URL", env);
  return (raw ? addressSetting("SITE_URL", raw, ["https", "http"]) : site.siteUrl).replace(/\/$/, "");
}

export function linkUrl(key: Buffer, claims: LinkClaims): string {
  const endpoint = claims.purpose === "confirm" ? "/api/newsletter-confirm" : "/api/newsletter-unsubscribe";
  return `${siteAddress()}${endpoint}?token=${signLink(key, claims)}`;
}

function message(language: "pt" | "en", kind: "confirm" | "welcome", to: string, values: Record<string, string>): Mail {
  const t = mailText(language);
  const all = { productName: site.productName, siteUrl: `${siteAddress()}/${language}/`, ...values };
  return {
    to,
    language,
    subject: kind === "confirm" ? t("mail:newsletter.confirmSubject", all) : t("mail:newsletter.welcomeSubject", all),
    text: kind === "confirm" ? t("mail:newsletter.confirmBody", all) : t("mail:newsletter.welcomeBody", all),
  };
}

export const confirmationMail = (key: Buffer, to: string, language: "pt" | "en", nonce: string) =>
  message(language, "confirm", to, { confirmUrl: linkUrl(key, { purpose: "confirm", email: to, nonce }) });

export const welcomeMail = (key: Buffer, to: string, language: "pt" | "en") =>
  message(language, "welcome", to, { unsubscribeUrl: linkUrl(key, { purpose: "unsubscribe", email: to }) });
