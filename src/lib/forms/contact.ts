import { checkEmail, checkName, checkPlainText, LIMITS, type FieldError } from "./forms";

/**
 * The general message to the lodge (the contact section of How to get here): what it is about, the
 * message, and how to reply. Pure, so the page and the server judge alike.
 */
export interface ContactValues {
  /** One of the topics of content/locales/<language>/howToGetHere.json › contactForm.topics. */
  topic: string;
  message: string;
  name: string;
  email: string;
}

export const CONTACT_FIELDS: ReadonlyArray<keyof ContactValues> = ["topic", "message", "name", "email"];

/** The contact endpoint's answers, each a message of the page (`#contact-<result>` without script). */
export const CONTACT_RESULTS = ["sent", "fields", "tooMany", "busy", "crossSite", "failed"] as const;
export type ContactResult = (typeof CONTACT_RESULTS)[number];

export type ContactError = FieldError | "choice";
export type ContactErrors = Partial<Record<keyof ContactValues, ContactError>>;

export const CONTACT_LIMITS = { message: 2000 } as const;

export function validateContact(values: ContactValues, topics: ReadonlySet<string>): ContactErrors {
  const found: Array<[keyof ContactValues, ContactError | null]> = [
    ["topic", topics.has(values.topic) ? null : "choice"],
    ["message", checkPlainText(values.message, CONTACT_LIMITS.message)],
    ["name", checkName(values.name, LIMITS.name)],
    ["email", checkEmail(values.email)],
  ];
  return Object.fromEntries(found.filter((entry): entry is [keyof ContactValues, ContactError] => entry[1] !== null));
}

/** The limit an error message quotes, per field. */
export const contactFieldMax = (field: keyof ContactValues): number =>
  field === "message" ? CONTACT_LIMITS.message : field === "name" ? LIMITS.name : LIMITS.email;
