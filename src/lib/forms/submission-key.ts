/**
 * A form's submission key: a random value the page makes when its script runs and sends in a hidden
 * field, so a form sent twice (its answer was lost, and the visitor sends again) is recognised by
 * the server and stored once. A page without script sends none; the server then recognises a second
 * sending by its content within a short time.
 */
export const SUBMISSION_FIELD = "submission";

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const isSubmissionKey = (value: unknown): value is string => typeof value === "string" && KEY.test(value);

/** 144 random bits as 24 URL-safe characters. */
export function newSubmissionKey(random: Pick<Crypto, "getRandomValues"> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}
