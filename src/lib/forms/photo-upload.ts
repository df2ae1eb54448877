import { FORM_ENDPOINTS } from "./endpoints";
import { checkEmail, checkName, checkPlainText, LIMITS, type FieldError } from "./forms";

/**
 * The photo upload form's rules and its conversation with the server. A post without script comes back
 * to the page at `#upload-<result>` (the endpoint writes it), whose message CSS alone shows.
 */

/** What the upload endpoint's answer means for the page; the codes are its message keys. */
export const UPLOAD_RESULTS = ["sent", "fields", "fileType", "fileSize", "tooSmall", "tooManyPixels", "tooMany", "queueFull", "crossSite", "failed"] as const;
export type UploadResult = (typeof UPLOAD_RESULTS)[number];

/** The server's refusals of the photo itself, judged by its bytes: each is said beside the photo field. */
export const PHOTO_REFUSALS = ["fileType", "fileSize", "tooSmall", "tooManyPixels"] as const;
export type PhotoRefusal = (typeof PHOTO_REFUSALS)[number];
export const isPhotoRefusal = (code: string): code is PhotoRefusal => (PHOTO_REFUSALS as readonly string[]).includes(code);

export interface UploadOutcome {
  code: UploadResult;
  /** Per field, what the server found wrong (when code is "fields"). */
  fields: PhotoUploadErrors;
}

const isResult = (value: unknown): value is UploadResult => typeof value === "string" && (UPLOAD_RESULTS as readonly string[]).includes(value);

/** Sends the form as the browser would without script (the same multipart fields) and reads the answer. */
export async function sendPhoto(body: FormData, fetchImpl: typeof fetch = fetch): Promise<UploadOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(FORM_ENDPOINTS.photoUpload, { method: "POST", headers: { Accept: "application/json" }, body, credentials: "same-origin" });
  } catch {
    return { code: "failed", fields: {} };
  }
  const answer = (await response.json().catch(() => ({}))) as { code?: unknown; fields?: unknown };
  // A body refused for its size before the handler saw it is answered by the server alone, without a code.
  const code = isResult(answer.code) ? answer.code : response.status === 413 ? "fileSize" : "failed";
  const fields = typeof answer.fields === "object" && answer.fields !== null ? (answer.fields as PhotoUploadErrors) : {};
  return { code: response.ok ? "sent" : code === "sent" ? "failed" : code, fields };
}

export interface PhotoRules {
  maxMegabytes: number;
  types: readonly string[];
}

const EXTENSIONS: Record<string, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "image/heic": ["heic"],
};

/** The `accept` attribute for the allowed types: MIME types and their extensions. */
export function acceptAttribute(rules: PhotoRules): string {
  return rules.types.flatMap((type) => [type, ...(EXTENSIONS[type] ?? []).map((ext) => `.${ext}`)]).join(",");
}

/** A photo must be one of the allowed types (by MIME type and extension) and within the size limit. */
export function checkPhoto(file: { name: string; type: string; size: number } | null | undefined, rules: PhotoRules): FieldError | null {
  if (!file) return "required";
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const allowedExtensions = rules.types.flatMap((type) => EXTENSIONS[type] ?? []);
  if (!rules.types.includes(file.type) || !allowedExtensions.includes(extension)) return "fileType";
  return file.size > rules.maxMegabytes * 1024 * 1024 ? "fileSize" : null;
}

export interface PhotoUploadValues {
  name: string;
  email: string;
  photo: { name: string; type: string; size: number } | null;
  caption: string;
  consent: boolean;
}

export type PhotoUploadErrors = Partial<Record<Exclude<keyof PhotoUploadValues, "photo">, FieldError>> & { photo?: FieldError | PhotoRefusal };

export function validatePhotoUpload(values: PhotoUploadValues, rules: PhotoRules): PhotoUploadErrors {
  const errors: PhotoUploadErrors = {};
  const set = (field: keyof PhotoUploadValues, error: FieldError | null) => {
    if (error) errors[field] = error;
  };
  set("name", checkName(values.name, LIMITS.name));
  set("email", checkEmail(values.email));
  set("photo", checkPhoto(values.photo, rules));
  set("caption", checkPlainText(values.caption, LIMITS.caption, false));
  set("consent", values.consent ? null : "consent");
  return errors;
}
