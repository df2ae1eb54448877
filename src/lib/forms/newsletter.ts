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
/**
 * The link results that end the visit's business: the page shows them alone, with a way back, and not
 * above an empty sign-up form. An invalid link is answered with the form, to sign up again.
 */
/**
 * The newsletter page's question before an unsubscribe link takes effect (`#newsletter-leave`): the link
 * itself changes nothing, since mail scanners open links, and the answer page posts this form. Its
 * `answer` field asks the endpoint for the result page rather than a mail program's plain reply.
 */
export const LEAVE_FORM = { id: "newsletter-leave", answerField: "answer", answerValue: "page" } as const;

export const FINAL_LINK_RESULTS = ["confirmed", "already", "unsubscribed"] as const;
/** The answers the sign-up form shows itself. */
export const FORM_RESULTS = NEWSLETTER_RESULTS.filter(
  (code): code is Exclude<NewsletterResult, (typeof FINAL_LINK_RESULTS)[number]> => !(FINAL_LINK_RESULTS as readonly string[]).includes(code),
);
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
