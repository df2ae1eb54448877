import { z } from "zod";
import {
  galleryPhotoSchema,
  itinerarySchema,
  lodgeDocumentSchema,
  pressItemSchema,
  primateSchema,
  roomSchema,
  speciesSchema,
  testimonialSchema,
  timelineEntrySchema,
  trailSchema,
} from "./content-schema";
import {
  accommodationsSchema,
  articlePageSchema,
  faqSchema,
  globalBigDaySchema,
  homeSchema,
  howToGetHereSchema,
  menuSchema,
  privacySchema,
} from "./page-schemas";
import { redirectSchema, routeSchema } from "./route-schema";
import { siteSchema } from "./site-schema";
import type { UiStrings } from "./ui-strings";

/**
 * Every content collection: its file under content/, its schema, and the GraphQL node type it
 * becomes (`single` collections are one node, lists one node per entry; null: build-time only).
 */
export const collections = {
  site: { file: "site.json", schema: siteSchema, nodeType: "SiteConfig", single: true },
  routes: { file: "routes.json", schema: z.array(routeSchema), nodeType: "Route", single: false },
  redirects: { file: "redirects.json", schema: z.array(redirectSchema), nodeType: null, single: false },
  home: { file: "home.json", schema: homeSchema, nodeType: "HomeContent", single: true },
  rooms: { file: "rooms.json", schema: z.array(roomSchema), nodeType: "Room", single: false },
  accommodations: { file: "accommodations.json", schema: accommodationsSchema, nodeType: "AccommodationsContent", single: true },
  testimonials: { file: "testimonials.json", schema: z.array(testimonialSchema), nodeType: "Testimonial", single: false },
  faq: { file: "faq.json", schema: faqSchema, nodeType: "FaqContent", single: true },
  howToGetHere: { file: "how-to-get-here.json", schema: howToGetHereSchema, nodeType: "HowToGetHereContent", single: true },
  privacy: { file: "privacy.json", schema: privacySchema, nodeType: "PrivacyContent", single: true },
  pages: { file: "pages.json", schema: z.array(articlePageSchema), nodeType: "ArticlePage", single: false },
  birds: { file: "birds.json", schema: z.array(speciesSchema), nodeType: "Bird", single: false },
  mammals: { file: "mammals.json", schema: z.array(speciesSchema), nodeType: "Mammal", single: false },
  primates: { file: "primates.json", schema: z.array(primateSchema), nodeType: "Primate", single: false },
  trails: { file: "trails.json", schema: z.array(trailSchema), nodeType: "Trail", single: false },
  itineraries: { file: "itineraries.json", schema: z.array(itinerarySchema), nodeType: "Itinerary", single: false },
  timeline: { file: "timeline.json", schema: z.array(timelineEntrySchema), nodeType: "TimelineEntry", single: false },
  press: { file: "press.json", schema: z.array(pressItemSchema), nodeType: "PressItem", single: false },
  gallery: { file: "gallery.json", schema: z.array(galleryPhotoSchema), nodeType: "GalleryPhoto", single: false },
  documents: { file: "documents.json", schema: z.array(lodgeDocumentSchema), nodeType: "LodgeDocument", single: false },
  menu: { file: "menu.json", schema: menuSchema, nodeType: "MenuContent", single: true },
  globalBigDay: { file: "global-big-day.json", schema: globalBigDaySchema, nodeType: "GlobalBigDayContent", single: true },
} as const;

export type CollectionName = keyof typeof collections;
/** Each collection's value, typed by its schema. */
export type Collections = { [K in CollectionName]: z.infer<(typeof collections)[K]["schema"]> };
/** Everything content/ holds, validated: the collections and the UI strings (content/locales/). */
export type Content = Collections & { strings: UiStrings };
export type RouteEntry = z.infer<typeof routeSchema>;
export type SiteConfig = z.infer<typeof siteSchema>;
export type Redirect = z.infer<typeof redirectSchema>;
