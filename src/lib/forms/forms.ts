/** Field checks of the login and photo-upload forms, pure so each rule is unit-tested. */

export type FieldError = "required" | "tooLong" | "email" | "fileType" | "fileSize" | "consent";

export const LIMITS = { name: 100, email: 254, caption: 300, username: 64, password: 128 } as const;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function checkText(value: string, max: number, required = true): FieldError | null {
  const trimmed = value.trim();
  if (required && trimmed === "") return "required";
  return trimmed.length > max ? "tooLong" : null;
}

export function checkEmail(value: string): FieldError | null {
  const trimmed = value.trim();
  if (trimmed === "") return "required";
  if (trimmed.length > LIMITS.email) return "tooLong";
  return EMAIL.test(trimmed) ? null : "email";
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

export type PhotoUploadErrors = Partial<Record<keyof PhotoUploadValues, FieldError>>;

export function validatePhotoUpload(values: PhotoUploadValues, rules: PhotoRules): PhotoUploadErrors {
  const errors: PhotoUploadErrors = {};
  const set = (field: keyof PhotoUploadValues, error: FieldError | null) => {
    if (error) errors[field] = error;
  };
  set("name", checkText(values.name, LIMITS.name));
  set("email", checkEmail(values.email));
  set("photo", checkPhoto(values.photo, rules));
  set("caption", checkText(values.caption, LIMITS.caption, false));
  set("consent", values.consent ? null : "consent");
  return errors;
}

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, FieldError>>;

/** Only presence and length: no credential of any kind is known to the browser. */
export function validateLogin(values: LoginValues): LoginErrors {
  const checks: Array<[keyof LoginValues, FieldError | null]> = [
    ["username", checkText(values.username, LIMITS.username)],
    // A password is taken as typed (spaces count), so it is only checked for presence and length.
    ["password", values.password === "" ? "required" : values.password.length > LIMITS.password ? "tooLong" : null],
  ];
  return Object.fromEntries(checks.filter(([, error]) => error !== null)) as LoginErrors;
}
