import { checkEmail, type FieldError } from "./forms";

/**
 * The newsletter sign-up's rules and answers, shared by the page and the server. Every answer is shown
 * on the newsletter page: the form's own (sent, fields, …) and those of the links in the mails
 * (confirmed, already, invalid, unsubscribed), which lead back to the page at `#newsletter-<result>`.
 */
export const SIGN_UP_RESULTS = ["sent", "fields", "tooMany", "crossSite", "failed"] as const;
export const LINK_RESULTS = ["confirmed", "already", "invalid", "unsubscribed"] as const;
export const NEWSLETTER_RESULTS = [...SIGN_UP_RESULTS, ...LINK_RESULTS] as const;
/** The answers that are good news; every other is a refusal or failure, shown as one. */
export const NEWSLETTER_SUCCESSES: readonly NewsletterResult[] = ["sent", "confirmed", "already", "unsubscribed"];
export type SignUpResult = (typeof SIGN_UP_RESULTS)[number];
export type NewsletterResult = (typeof NEWSLETTER_RESULTS)[number];

export interface SignUpValues {
  email: string;
  consent: boolean;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, FieldError>>;

export function validateSignUp(values: SignUpValues): SignUpErrors {
  const email = checkEmail(values.email);
  return { ...(email ? { email } : {}), ...(values.consent ? {} : { consent: "consent" as const }) };
}
