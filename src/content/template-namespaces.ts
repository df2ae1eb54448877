import type { RouteEntry } from "./collections";
import type { EntryTemplate } from "./entry-pages";

/**
 * The UI-string namespaces (content/locales/<language>/<namespace>.json) each template reads besides
 * `common`. They travel in the page context as `$namespaces`, so the shared PageShell fragment loads
 * only those strings, in the page's language only.
 */
const EXTRA_NAMESPACES: Record<RouteEntry["template"] | EntryTemplate | "not-found" | "offline", readonly string[]> = {
  accommodations: ["accommodations"],
  birdwatching: ["wildlife"],
  "bird-checklist": ["wildlife", "fieldKit"],
  documents: ["screens"],
  faq: [],
  "field-guides": ["wildlife", "fieldKit"],
  gallery: ["screens"],
  "global-big-day": [],
  history: ["screens"],
  home: ["home"],
  "how-to-get-here": ["forms", "howToGetHere"],
  login: ["forms"],
  "media-press": ["screens"],
  menu: ["menu"],
  "not-found": ["notFound"],
  offline: ["fieldKit"],
  page: [],
  "photo-upload": ["forms", "formPages"],
  newsletter: ["forms", "newsletter", "formPages"],
  "booking-enquiry": ["forms", "enquiry", "formPages"],
  primates: ["wildlife"],
  "privacy-policy": [],
  "species-entry": ["wildlife", "screens"],
  staff: ["forms"],
  trails: ["screens", "fieldKit"],
  "trail-entry": ["screens", "wildlife", "fieldKit"],
  "room-entry": ["accommodations"],
  "press-entry": ["screens"],
};

export function templateNamespaces(template: RouteEntry["template"] | EntryTemplate | "not-found" | "offline"): string[] {
  return ["common", ...EXTRA_NAMESPACES[template]];
}
