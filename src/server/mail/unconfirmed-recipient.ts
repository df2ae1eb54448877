import type { Language } from "../../lib/i18n/languages";
import { mailText } from "./mail-strings";

/**
 * A first name that can be put in mail to an address nobody has confirmed: one word of letters (with
 * the apostrophes and hyphens names have), short. The forms take any address, so such mail may reach a
 * stranger; whatever a visitor wrote in it would be the lodge's domain carrying their text, which is
 * how contact forms are used to send spam and how a domain lands on blocklists. A link needs a dot or a
 * colon and a sentence needs spaces, so a word of letters alone carries neither.
 */
const LINK_FREE_FIRST_NAME = /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,29}$/u;

export function linkFreeFirstName(name: string): string | undefined {
  const first = name.trim().split(/\s+/u)[0] ?? "";
  return LINK_FREE_FIRST_NAME.test(first) ? first : undefined;
}

/** "Olá, Ana!" when the first name can be repeated safely, otherwise "Olá!". */
export function guestGreeting(name: string, language: Language): string {
  const t = mailText(language);
  const firstName = linkFreeFirstName(name);
  return firstName ? t("mail:guest.greetingNamed", { firstName }) : t("mail:guest.greeting");
}
