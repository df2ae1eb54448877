import { contactFieldMax, type ContactError, type ContactValues } from "./contact";
import { ENQUIRY_LIMITS, type EnquiryError, type EnquiryValues } from "./enquiry";
import type { Language } from "../i18n/languages";
import { fileTypeList } from "./file-types";
import { LIMITS, type FieldError } from "./forms";
import type { PhotoRefusal, UploadResult } from "./photo-upload";

/**
 * What a form says about a refused field, as a UI string's key and the values that fill it, so the
 * page (react-i18next) and the server's answer page for a form posted without script (i18next over
 * the same files) word every refusal alike. Pure: no translator is needed to pick the words.
 */
export interface Wording<Key extends string = string> {
  key: Key;
  values: Record<string, string | number>;
}

/** Every key a form's refusal of a field is worded with. */
export type FormWordingKey =
  | `forms:errors.${FieldError | EnquiryError}`
  | "forms:errors.photoRequired"
  | "forms:upload.photoAgain"
  | `forms:upload.results.${UploadResult}`
  | "newsletter:consentRequired";

/** The booking enquiry's refusal of a field. */
export function enquiryFieldWording(field: keyof EnquiryValues, error: EnquiryError): Wording<`forms:errors.${EnquiryError}`> {
  const guests = field === "adults" ? { min: 1, max: ENQUIRY_LIMITS.maxAdults } : { min: 0, max: ENQUIRY_LIMITS.maxChildren };
  const max = field === "message" ? ENQUIRY_LIMITS.message : field === "name" ? LIMITS.name : LIMITS.email;
  return {
    key: `forms:errors.${error}`,
    // `count` picks the plural form of the nights a stay may have.
    values: { max, ...(error === "tooLongStay" ? { count: ENQUIRY_LIMITS.maxNights } : {}), ...(error === "guests" ? guests : {}) },
  };
}

/** The contact form's refusal of a field (a topic that is not one of the form's is a "choice"). */
export function contactFieldWording(field: keyof ContactValues, error: ContactError): Wording<`forms:errors.${ContactError}`> {
  return { key: `forms:errors.${error}`, values: { max: contactFieldMax(field) } };
}

/** The newsletter sign-up's refusal: its consent is to the newsletter, not to publishing a photo. */
export function signUpFieldWording(field: "email" | "consent", error: FieldError): Wording<`forms:errors.${FieldError}` | "newsletter:consentRequired"> {
  if (field === "consent") return { key: "newsletter:consentRequired", values: {} };
  return { key: `forms:errors.${error}`, values: { max: LIMITS.email } };
}

/** Said beside the photo field of the answer page without script: the browser cannot keep the chosen file. */
export const PHOTO_AGAIN: Wording<"forms:upload.photoAgain"> = { key: "forms:upload.photoAgain", values: {} };

/** The values the upload form's strings quote: its limits, as site.json sets them and the page words them. */
export interface PhotoWordingValues {
  types: string;
  size: string;
  minSide: number;
  megapixels: number;
}

/** The upload form's limits as its strings quote them, in a language. */
export function photoWordingValues(
  rules: { types: readonly string[]; maxMegabytes: number; minSidePixels: number; maxMegapixels: number },
  language: Language,
): PhotoWordingValues {
  return { types: fileTypeList(rules.types, language), size: `${rules.maxMegabytes} MB`, minSide: rules.minSidePixels, megapixels: rules.maxMegapixels };
}

export type PhotoUploadField = "name" | "email" | "photo" | "caption" | "consent";

/** The photo upload's refusal of a field; a refusal of the photo by its bytes is worded as the server's result. */
export function uploadFieldWording(
  field: PhotoUploadField,
  error: FieldError | PhotoRefusal,
  limits: PhotoWordingValues,
): Wording<`forms:errors.${FieldError}` | "forms:errors.photoRequired" | `forms:upload.results.${UploadResult}`> {
  if (error === "tooSmall" || error === "tooManyPixels") return { key: `forms:upload.results.${error}`, values: { ...limits } };
  if (field === "photo" && error === "required") return { key: "forms:errors.photoRequired", values: {} };
  return { key: `forms:errors.${error}`, values: { max: field in LIMITS ? LIMITS[field as keyof typeof LIMITS] : 0, types: limits.types, size: limits.size } };
}
