import { checkEmail, checkName, checkPlainText, LIMITS, type FieldError } from "./forms";

/**
 * The booking enquiry's fields and their checks, pure, so the page and the server judge alike: the
 * dates of the stay, who comes, where they would stay, a message and how to reply.
 */
export interface EnquiryValues {
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  /** `room:<id>`, `package:<id>` or `undecided`. */
  stay: string;
  message: string;
  name: string;
  email: string;
  phone: string;
}

/** The enquiry endpoint's answers, each a message of the page (`#enquiry-<result>` without script). */
/** The enquiry's `stay` value of a room, or of a package of itineraries.json. */
export const roomStay = (roomId: string) => `room:${roomId}`;
export const packageStay = (itineraryId: string) => `package:${itineraryId}`;

export const ENQUIRY_RESULTS = ["sent", "fields", "tooMany", "busy", "crossSite", "failed"] as const;
export type EnquiryResult = (typeof ENQUIRY_RESULTS)[number];

export type EnquiryError = FieldError | "date" | "past" | "order" | "tooLongStay" | "guests" | "choice" | "phone";
export type EnquiryErrors = Partial<Record<keyof EnquiryValues, EnquiryError>>;

export const ENQUIRY_LIMITS = { message: 2000, maxNights: 60, maxAdults: 12, maxChildren: 12 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE = /^\+?[\d\s().-]{7,25}$/;

/** Days since 1970 of a real calendar date written YYYY-MM-DD, or null. */
export function dayNumber(value: string): number | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time / 86_400_000 : null;
}

/** Today at the lodge (Mato Grosso, UTC−4), as YYYY-MM-DD: the earliest check-in. */
export const lodgeToday = (now = Date.now()) => new Date(now - 4 * 3_600_000).toISOString().slice(0, 10);

function checkCount(value: string, min: number, max: number): EnquiryError | null {
  if (!/^\d{1,2}$/.test(value.trim())) return "guests";
  const count = Number(value);
  return count < min || count > max ? "guests" : null;
}

export function validateEnquiry(values: EnquiryValues, stays: ReadonlySet<string>, today: string): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const set = (field: keyof EnquiryValues, error: EnquiryError | null) => {
    if (error) errors[field] = error;
  };
  const checkIn = dayNumber(values.checkIn);
  const checkOut = dayNumber(values.checkOut);
  set("checkIn", values.checkIn.trim() === "" ? "required" : checkIn === null ? "date" : checkIn < (dayNumber(today) ?? 0) ? "past" : null);
  set("checkOut", values.checkOut.trim() === "" ? "required" : checkOut === null ? "date" : null);
  if (checkIn !== null && checkOut !== null && !errors.checkIn) {
    set("checkOut", checkOut <= checkIn ? "order" : checkOut - checkIn > ENQUIRY_LIMITS.maxNights ? "tooLongStay" : null);
  }
  set("adults", checkCount(values.adults, 1, ENQUIRY_LIMITS.maxAdults));
  set("children", values.children.trim() === "" ? null : checkCount(values.children, 0, ENQUIRY_LIMITS.maxChildren));
  set("stay", stays.has(values.stay) ? null : "choice");
  set("message", checkPlainText(values.message, ENQUIRY_LIMITS.message, false));
  set("name", checkName(values.name, LIMITS.name));
  set("email", checkEmail(values.email));
  set("phone", values.phone.trim() === "" ? null : PHONE.test(values.phone.trim()) ? null : "phone");
  return errors;
}
