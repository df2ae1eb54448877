import { z } from "zod";

/**
 * One zod schema per content collection: the single definition of each shape. Validation at build
 * start, the GraphQL types (graphql-types.ts) and the editors' JSON Schemas are all derived from it.
 */

/** How a field appears in GraphQL beyond its plain shape. */
export type GraphqlRole = { role: "localized" } | { role: "image" } | { role: "route" };
export const graphqlRoles = z.registry<GraphqlRole>();

// Non-blank checks keep the value as written, so an error shows editors exactly what they typed.
const text = z.string().regex(/\S/, { error: "expected non-empty text" });

/** Text in both languages: `{ "pt": "…", "en": "…" }`; a missing translation stops the build. */
export const localized = z
  .strictObject({
    pt: z.string({ error: "expected the Portuguese translation (text)" }).regex(/\S/, { error: "expected the Portuguese translation, not empty text" }),
    en: z.string({ error: "expected the English translation (text)" }).regex(/\S/, { error: "expected the English translation, not empty text" }),
  })
  .register(graphqlRoles, { role: "localized" });

/** A file under content/, e.g. `images/home-hero.jpg`; its existence is checked after parsing. */
export const imageFile = z
  .string()
  .regex(/^images\/[a-z0-9/_-]+\.(jpg|jpeg|png|webp|avif)$/, { error: "expected a path like images/name.jpg under content/" })
  .register(graphqlRoles, { role: "image" });

/** The id of a route in content/routes.json; existence is checked after parsing. */
export const routeRef = z
  .string()
  .regex(/^[a-z0-9-]+$/, { error: "expected a route id from content/routes.json" })
  .register(graphqlRoles, { role: "route" });

const slug = z.string().regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'expected a lower-case slug (letters, digits, hyphens) or "" for home' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "expected a time as HH:MM" });
const url = z.url({ protocol: /^https$/, error: "expected an https:// address" });
const phone = z.string().regex(/^\+\d[\d\s-]{7,}$/, { error: "expected an international number like +55 65 3000-0000" });
const email = z.email({ error: "expected an e-mail address" });
const guests = z.strictObject({ min: z.int().min(1), max: z.int().min(1) }).refine((g) => g.min <= g.max, { error: "expected min ≤ max" });
const sitePath = z.string().regex(/^\/([a-z0-9._-]+\/)*$/, { error: "expected a site path that starts and ends with /" });

export { NAV_GROUPS, FOOTER_GROUPS } from "../lib/navigation";
import { NAV_GROUPS, FOOTER_GROUPS } from "../lib/navigation";
export const TEMPLATES = ["home", "accommodations", "faq", "how-to-get-here", "privacy-policy", "page"] as const;

export const routeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, { error: "expected a lower-case id" }),
  slug: z.strictObject({ pt: slug, en: slug }),
  template: z.enum(TEMPLATES),
  layout: z.enum(["standard", "standalone"]),
  navGroup: z.enum(NAV_GROUPS).nullable(),
  footerGroup: z.enum(FOOTER_GROUPS).nullable(),
  noindex: z.boolean(),
  title: localized,
  navLabel: localized,
  description: localized,
});

const meal = z.strictObject({ from: time, until: time });

export const siteSchema = z.strictObject({
  productName: text,
  tagline: localized,
  description: localized,
  keywords: localized,
  siteUrl: url.refine((u) => !u.endsWith("/"), { error: "expected no trailing slash" }),
  bookingUrl: url,
  email,
  feedbackEmail: email,
  phone,
  whatsappReservations: phone,
  whatsappGuidance: phone,
  social: z.strictObject({ instagram: url, facebook: url, youtube: url, linkedin: url }),
  lodgeReviewUrl: url,
  experienceReviewFormUrl: url,
  developerCredit: z.strictObject({ name: text, url }),
  shareImage: imageFile,
  address: z.strictObject({ locality: text, region: text, regionCode: text, country: z.string().regex(/^[A-Z]{2}$/) }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  checkInFrom: time,
  checkOutUntil: time,
  meals: z.strictObject({ breakfast: meal, lunch: meal, dinner: meal }),
  earlyMealAccessPriceBRL: z.number().positive(),
  fullRefundDaysBeforeCheckIn: z.int().positive(),
  analyticsRetentionMonths: z.int().positive(),
  privacyResponseBusinessDays: z.int().positive(),
  stats: z.array(z.strictObject({ id: text, value: text, title: localized, description: localized })).min(1),
  distances: z.array(z.strictObject({ place: text, km: z.number().positive() })).min(1),
  featureFlags: z.strictObject({
    enableBooking: z.boolean(),
    enableTestimonials: z.boolean(),
    enableNewsletter: z.boolean(),
    enableChat: z.boolean(),
    useImageKitForHomepage: z.boolean(),
  }),
});

export const redirectSchema = z.strictObject({ from: sitePath, to: routeRef });

const section = { heading: localized };
const picture = { image: imageFile, imageAlt: localized };

export const homeSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: localized, title: localized, subtitle: localized, ...picture }),
  welcome: z.strictObject({ ...section, body: z.array(localized).min(1) }),
  about: z.strictObject({ ...section, body: z.array(localized).min(1), ...picture, linkRoute: routeRef, linkLabel: localized }),
  stats: z.strictObject({ ...section, intro: localized }),
  experiences: z.strictObject({
    ...section,
    intro: localized,
    items: z.array(z.strictObject({ route: routeRef, title: localized, description: localized, ...picture })).min(1),
  }),
  location: z.strictObject({ ...section, body: z.array(localized).min(1) }),
  reviews: z.strictObject({ ...section, intro: localized }),
  cta: z.strictObject({ ...section, body: localized, ...picture }),
  map: z.strictObject({
    ...section,
    body: localized,
    ...picture,
    /** Place labels laid over the schematic map, positioned in % of its width and height. */
    markers: z
      .array(
        z.strictObject({
          label: localized,
          x: z.number().min(0).max(100),
          y: z.number().min(0).max(100),
          highlight: z.boolean(),
          side: z.enum(["left", "right", "below"]),
        }),
      )
      .min(1),
  }),
});

const roomImage = z.strictObject({ file: imageFile, alt: localized });

export const roomSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: localized,
    summary: localized,
    description: localized,
    guests: guests.optional(),
    view: localized,
    ideal: localized,
    highlights: z.array(localized).min(1),
    images: z.array(roomImage).min(1),
    units: z.array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), name: localized, guests, description: localized })).optional(),
  })
  .refine((room) => room.guests !== undefined || (room.units?.length ?? 0) > 0, { error: "expected guests, or units that each have guests" });

export const AMENITY_ICONS = ["wifi", "leaf", "pool", "binoculars", "tower", "restaurant", "parking", "boat", "trail"] as const;

export const accommodationsSchema = z.strictObject({
  intro: z.strictObject({ ...section, body: localized }),
  amenities: z.strictObject({ ...section, items: z.array(z.strictObject({ icon: z.enum(AMENITY_ICONS), label: localized })).min(1) }),
  schedule: z.strictObject({ ...section, note: localized }),
  included: z.strictObject({ ...section, items: z.array(localized).min(1) }),
  important: z.strictObject({ ...section, items: z.array(localized).min(1) }),
});

export const testimonialSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  quote: localized,
  author: text,
  date: z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, { error: "expected a year (2025) or year-month (2025-07)" }),
  url: url.optional(),
});

const paragraphs = z.array(localized).min(1);

export const faqSchema = z.strictObject({
  intro: localized,
  groups: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        title: localized,
        items: z
          .array(
            z.strictObject({
              id: z.string().regex(/^[a-z0-9-]+$/),
              question: localized,
              answer: paragraphs,
              link: z.strictObject({ route: routeRef, label: localized }).optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

export const howToGetHereSchema = z.strictObject({
  intro: localized,
  byRoad: z.strictObject({ ...section, body: paragraphs }),
  byAir: z.strictObject({ ...section, body: paragraphs }),
  airports: z
    .array(z.strictObject({ code: z.string().regex(/^[A-Z]{3}$/, { error: "expected a three-letter airport code" }), name: text, city: text, note: localized }))
    .min(1),
  beforeYouGo: z.strictObject({ ...section, items: paragraphs }),
  contact: z.strictObject({ ...section, body: localized }),
});

export const privacySchema = z.strictObject({
  lastUpdated: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "expected a year-month like 2025-05" }),
  intro: localized,
  sections: z.array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), heading: localized, body: paragraphs })).min(1),
});

/** UI strings: nested objects of text, the same keys in both languages. */
export type LocaleStrings = { [key: string]: string | LocaleStrings };
export const localeSchema: z.ZodType<LocaleStrings> = z.record(z.string(), z.union([text, z.lazy(() => localeSchema)]));
