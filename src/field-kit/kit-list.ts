import type { Language } from "../lib/i18n/languages";

/** One file of the kit: its address and what it costs to download (brotli where the server compresses). */
export interface KitFile {
  url: string;
  bytes: number;
}

/** What a language's kit is, as the build lists it (public/field-kit/<language>.json). */
export interface KitList {
  /** The build the files belong to: the kit is saved in that build's cache. */
  build: string;
  language: Language;
  offlinePage: string;
  bytes: number;
  files: KitFile[];
}

export const kitListPath = (language: Language): string => `/field-kit/${language}.json`;

/** Sent with the kit's own downloads: the worker leaves them to the network, so nothing is kept twice. */
export const KIT_REQUEST_HEADER = "X-Field-Kit";

export function isKitList(value: unknown): value is KitList {
  if (typeof value !== "object" || value === null) return false;
  const list = value as Partial<KitList>;
  return (
    typeof list.build === "string" &&
    typeof list.bytes === "number" &&
    Array.isArray(list.files) &&
    list.files.every((file) => typeof file?.url === "string" && file.url.startsWith("/") && !file.url.startsWith("//") && typeof file.bytes === "number")
  );
}
