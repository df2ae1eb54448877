import site from "../../../content/site.json";
import { siteSchema } from "../../content/site-schema";

/** The upload rules the form states, from the same content file, so the two cannot disagree. */
export const PHOTO_RULES = siteSchema.shape.photoUpload.parse(site.photoUpload);

export const MAX_PHOTO_BYTES = PHOTO_RULES.maxMegabytes * 1024 * 1024;

/** The photo plus the form's text fields and multipart framing, which are small. */
export const PHOTO_BODY_LIMIT = MAX_PHOTO_BYTES + 64 * 1024;

/** Stored photos are scaled down to this longest side: more than any screen shows, far less to keep. */
export const STORED_LONG_SIDE = 4096;
