import { site } from "../content/site";

/** The upload rules the form states, from the same content file, so the two cannot disagree. */
export const photoRules = () => site().photoUpload;

export const maxPhotoBytes = () => photoRules().maxMegabytes * 1024 * 1024;

/** The photo plus the form's text fields and multipart framing, which are small. */
export const photoBodyLimit = () => maxPhotoBytes() + 64 * 1024;

/** Stored photos are scaled down to this longest side: more than any screen shows, far less to keep. */
export const STORED_LONG_SIDE = 4096;
