import { z } from "zod";
import {
  accommodationsSchema,
  faqSchema,
  homeSchema,
  howToGetHereSchema,
  privacySchema,
  redirectSchema,
  roomSchema,
  routeSchema,
  siteSchema,
  testimonialSchema,
} from "./content-schema";

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
} as const;

export type CollectionName = keyof typeof collections;
export type Content = { [K in CollectionName]: z.infer<(typeof collections)[K]["schema"]> };
export type RouteEntry = z.infer<typeof routeSchema>;
export type SiteConfig = z.infer<typeof siteSchema>;
export type Redirect = z.infer<typeof redirectSchema>;
