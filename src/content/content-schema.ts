import { z } from "zod";
import { pageListEntries, textLimits, uniqueFields } from "./content-rules";

/**
 * One zod schema per content collection: the single definition of each shape. Validation at build
 * start, the GraphQL types (graphql-types.ts) and the editors' JSON Schemas are all derived from it.
 */

/** How a field appears in GraphQL beyond its plain shape. */
export type GraphqlRole = { role: "localized" } | { role: "image" } | { role: "route" } | { role: "document" };
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

const slug = z
  .string()
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'expected a lower-case slug (letters, digits, hyphens) or "" for home' })
  .register(uniqueFields, { what: "slug" });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "expected a time as HH:MM" });
const url = z.url({ protocol: /^https$/, error: "expected an https:// address" });
const phone = z.string().regex(/^\+\d[\d\s-]{7,}$/, { error: "expected an international number: +, country code, area code, number" });
const email = z.email({ error: "expected an e-mail address" });
const id = z
  .string()
  .regex(/^[a-z0-9-]+$/, { error: "expected a lower-case id (letters, digits, hyphens)" })
  .register(uniqueFields, { what: "id" });
const month = z.int().min(1).max(12);
const monthSpan = z.strictObject({ fromMonth: month, toMonth: month });
const guests = z.strictObject({ min: z.int().min(1), max: z.int().min(1) }).refine((g) => g.min <= g.max, { error: "expected min ≤ max" });
const sitePath = z
  .string()
  .regex(/^\/([a-z0-9._-]+\/)*$/, { error: "expected a site path that starts and ends with /" })
  .register(uniqueFields, { what: "path" });

/** A copy of `schema` that may hold at most `max` characters; the copy keeps the original's GraphQL role (zod registries inherit through clones). */
function upTo<T extends z.ZodType>(schema: T, max: number, why: string): T {
  const limited = schema.clone();
  textLimits.add(limited, { max, why });
  return limited;
}

// What fits where each text is shown; each limit is written only here, and measured with {{tokens}}
// filled in (checks/text-limits.ts). Search results show about 60 characters (600 px) of a title, and
// " · " and the lodge's name (21 characters) follow the page's title (src/lib/seo/seo.ts): 40 to 45
// characters keep the page's words and the name in view. Descriptions beyond about 160 are cut.
const pageTitle = upTo(localized, 45, "search results show about 60 characters of a title, and the lodge's name follows it");
const pageDescription = upTo(localized, 160, "search results cut longer descriptions");
const menuLabel = upTo(localized, 30, "menus show a label on one line");
const cardTitle = upTo(localized, 40, "a card shows about two lines of title");

export { NAV_GROUPS, FOOTER_GROUPS } from "../lib/routing/navigation";
import { NAV_GROUPS, FOOTER_GROUPS } from "../lib/routing/navigation";
export const TEMPLATES = [
  "home",
  "accommodations",
  "faq",
  "how-to-get-here",
  "privacy-policy",
  "page",
  "birdwatching",
  "primates",
  "trails",
  "history",
  "media-press",
  "gallery",
  "documents",
  "menu",
  "global-big-day",
  "login",
  "staff",
  "photo-upload",
  "field-guides",
  "newsletter",
  "booking-enquiry",
] as const;

/** Templates that open with the screen's written content from content/pages.json. */
export const ARTICLE_TEMPLATES: ReadonlySet<(typeof TEMPLATES)[number]> = new Set([
  "page",
  "birdwatching",
  "primates",
  "trails",
  "history",
  "media-press",
  "gallery",
  "documents",
  "photo-upload",
  "field-guides",
]);

/** The site's feature switches (site.json › featureFlags). */
export const FEATURE_FLAGS = ["enableBooking", "enableTestimonials", "enableNewsletter", "enableChat", "useImageKitForHomepage"] as const;

export const routeSchema = z.strictObject({
  id,
  slug: z.strictObject({ pt: slug, en: slug }),
  template: z.enum(TEMPLATES),
  layout: z.enum(["standard", "standalone"]),
  navGroup: z.enum(NAV_GROUPS).nullable(),
  footerGroup: z.enum(FOOTER_GROUPS).nullable(),
  /** Place in its footer column when that differs from the route table's order (the footer orders
   * its columns on their own: "how to get there" leads Information, while FAQ leads the navbar's group). */
  footerOrder: z.number().int().positive().optional(),
  noindex: z.boolean(),
  /** "staff": the production server shows the page only to signed-in staff (it must also be noindex). */
  access: z.enum(["public", "staff"]).default("public"),
  /** A feature switch the page belongs to: while it is off the route has no pages, links or sitemap entry. */
  feature: z.enum(FEATURE_FLAGS).optional(),
  title: pageTitle,
  navLabel: menuLabel,
  description: pageDescription,
});

const meal = z.strictObject({ from: time, until: time });

/** How a value only the lodge can give looks once it is set, in words for editors. */
export interface LodgeValueMeta {
  format: string;
}

/**
 * Contacts, outside links and the analytics property: values only the lodge can give. Until it
 * confirms one the value is "" (unset) and nothing is shown for it: no link, icon or structured-data
 * property. `npm run check:content` and the build list the unset ones from this registry
 * (lodge-values.ts), so no second list of them is kept by hand.
 */
export const lodgeValues = z.registry<LodgeValueMeta>();

function lodgeValue(schema: z.ZodType<string>, format: string) {
  return z
    .union([z.literal(""), schema], { error: `expected ${format}, or "" while the lodge has not given it` })
    .meta({ description: `Given by the lodge: ${format}. Leave "" until it is confirmed; nothing is shown while empty.` })
    .register(lodgeValues, { format });
}

const lodgeUrl = lodgeValue(url, "an https:// address");
const lodgeEmail = lodgeValue(email, "an e-mail address");
const lodgePhone = lodgeValue(phone, "an international number (+, country code, area code, number)");

export const siteSchema = z.strictObject({
  productName: text,
  tagline: localized,
  description: localized,
  keywords: localized,
  siteUrl: url.refine((u) => !u.endsWith("/"), { error: "expected no trailing slash" }),
  /** The lodge's own booking page; unset, "Book now" leads to the booking enquiry form. */
  bookingUrl: lodgeUrl,
  email: lodgeEmail,
  feedbackEmail: lodgeEmail,
  phone: lodgePhone,
  whatsappReservations: lodgePhone,
  whatsappGuidance: lodgePhone,
  social: z.strictObject({ instagram: lodgeUrl, facebook: lodgeUrl, youtube: lodgeUrl, linkedin: lodgeUrl }),
  lodgeReviewUrl: lodgeUrl,
  /** The lodge's own hotspot page on eBird (not a region's list), linked from the birding pages. */
  birdHotspotUrl: lodgeUrl,
  experienceReviewFormUrl: lodgeUrl,
  /** The credit's `url` is the developer's own site, "" for none: the name is then shown unlinked. */
  developerCredit: z.strictObject({ name: localized, url: z.union([z.literal(""), url], { error: 'expected an https:// address or ""' }) }),
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
  birdingTourDeparture: time,
  tourDurationHours: z.strictObject({ min: z.number().positive(), max: z.number().positive() }).refine((h) => h.min <= h.max, { error: "expected min ≤ max" }),
  boatSafari: z.strictObject({ durationHours: z.number().positive(), departures: z.array(time).min(1), capacity: z.int().positive() }),
  miniWeddingMaxGuests: z.int().positive(),
  rainySeason: monthSpan,
  primateSeason: monthSpan,
  globalBigDay: z.strictObject({
    date: z.iso.date({ error: "expected a date like 2025-05-10" }),
    speciesRecorded: z.int().positive(),
    observers: localized,
  }),
  /** The guests' photo upload: checked in the form and again, by the file's bytes, on the server. */
  photoUpload: z.strictObject({
    maxMegabytes: z.number().positive().max(50),
    /** The formats the server can read and clean of their metadata. */
    types: z.array(z.enum(["image/jpeg", "image/png", "image/webp"])).min(1),
    /** Shortest side a photo may have, so it still fills a gallery tile on a sharp screen. */
    minSidePixels: z.number().int().positive(),
    /** Largest decoded size: a small file that would unpack to more is refused (a decompression bomb). */
    maxMegapixels: z.number().positive().max(200),
  }),
  stats: z.array(z.strictObject({ id, value: text, title: localized, description: localized })).min(1),
  distances: z.array(z.strictObject({ place: text, km: z.number().positive() })).min(1),
  /** The analytics tag's measurement ID ("G-…"); unset: no analytics at all. Loaded only after consent. */
  analyticsMeasurementId: lodgeValue(
    z.string().regex(/^G-[A-Z0-9]{4,16}$/, { error: 'expected a measurement ID like "G-ABC123"' }),
    'a measurement ID ("G-" and 4 to 16 capitals or digits)',
  ),
  /** Country-lookup service: GET <url>/country/ answers a plain country code. Asked only after consent. */
  countryLookupUrl: url.refine((u) => !u.endsWith("/"), { error: "expected no trailing slash" }),
  /** The two tab-title messages that alternate while the tab is hidden. */
  tabTeaser: z.array(localized).length(2, { error: "expected exactly two messages" }),
  featureFlags: z.strictObject(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<(typeof FEATURE_FLAGS)[number], z.ZodBoolean>),
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
    items: z.array(z.strictObject({ route: routeRef, title: cardTitle, description: localized, ...picture })).min(1),
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
    id,
    name: cardTitle,
    summary: localized,
    description: localized,
    guests: guests.optional(),
    view: localized,
    ideal: localized,
    highlights: z.array(localized).min(1),
    images: z.array(roomImage).min(1),
    units: z.array(z.strictObject({ id, name: localized, guests, description: localized })).optional(),
  })
  .refine((room) => room.guests !== undefined || (room.units?.length ?? 0) > 0, { error: "expected guests, or units that each have guests" })
  .register(pageListEntries, { whenEmpty: "expected at least one room (the accommodations page lists them)" });

export const AMENITY_ICONS = ["wifi", "leaf", "pool", "binoculars", "tower", "restaurant", "parking", "boat", "trail"] as const;

export const accommodationsSchema = z.strictObject({
  intro: z.strictObject({ ...section, body: localized }),
  amenities: z.strictObject({ ...section, items: z.array(z.strictObject({ icon: z.enum(AMENITY_ICONS), label: localized })).min(1) }),
  schedule: z.strictObject({ ...section, note: localized }),
  included: z.strictObject({ ...section, items: z.array(localized).min(1) }),
  important: z.strictObject({ ...section, items: z.array(localized).min(1) }),
});

export const testimonialSchema = z
  .strictObject({
    id,
    quote: localized,
    author: text,
    date: z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, { error: "expected a year (2025) or year-month (2025-07)" }),
    url: url.optional(),
  })
  .register(pageListEntries, { whenEmpty: "expected at least one testimonial (the home page's reviews section shows them)" });

const paragraphs = z.array(localized).min(1);

export const faqSchema = z.strictObject({
  intro: localized,
  groups: z
    .array(
      z.strictObject({
        id,
        title: localized,
        items: z
          .array(
            z.strictObject({
              id,
              question: localized,
              answer: paragraphs,
              link: z.strictObject({ route: routeRef, label: localized }).optional(),
            }),
          )
          .min(1, { error: "expected at least one question in this group" }),
      }),
    )
    .min(1, { error: "expected at least one group of questions (the FAQ page lists them)" }),
});

export const howToGetHereSchema = z.strictObject({
  intro: localized,
  byRoad: z.strictObject({ ...section, body: paragraphs }),
  byAir: z.strictObject({ ...section, body: paragraphs }),
  airports: z
    .array(
      z.strictObject({ code: z.string().regex(/^[A-Z]{3}$/, { error: "expected a three-letter airport code" }), name: localized, city: text, note: localized }),
    )
    .min(1),
  beforeYouGo: z.strictObject({ ...section, items: paragraphs }),
  contact: z.strictObject({ ...section, body: localized }),
});

export const privacySchema = z.strictObject({
  lastUpdated: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "expected a year-month like 2025-05" }),
  intro: localized,
  sections: z.array(z.strictObject({ id, heading: localized, body: paragraphs })).min(1),
});

/** Addresses kept once in site.json that copy may link to by name. */
export const SITE_LINKS = ["birdHotspot", "instagram", "booking"] as const;

/** A link to a page of the site (`route`), another site (`url`) or an address of site.json (`siteLink`): exactly one. */
const link = z
  .strictObject({ label: localized, route: routeRef.optional(), url: url.optional(), siteLink: z.enum(SITE_LINKS).optional() })
  .refine((l) => [l.route, l.url, l.siteLink].filter((target) => target !== undefined).length === 1, {
    error: "expected exactly one of route, url or siteLink",
  });

/**
 * The written content of a screen (id = its route id): introduction, key facts, sections. Screens
 * with their own collections (birds, trails, press…) show those after it.
 */
export const articlePageSchema = z.strictObject({
  id,
  intro: paragraphs,
  image: imageFile.optional(),
  imageAlt: localized.optional(),
  facts: z.array(z.strictObject({ label: localized, value: localized })).optional(),
  sections: z
    .array(
      z.strictObject({
        id,
        heading: localized,
        body: paragraphs,
        items: z.array(localized).optional(),
        image: imageFile.optional(),
        imageAlt: localized.optional(),
        links: z.array(link).optional(),
      }),
    )
    .optional(),
});

export const CONSERVATION_STATUSES = ["CR", "EN", "VU", "NT", "LC"] as const;
export type ConservationStatus = (typeof CONSERVATION_STATUSES)[number];
const scientificName = z.string().regex(/^[A-Z][a-z]+ [a-z]+( [a-z]+)?$/, { error: "expected a binomial like Harpia harpyja" });

/** A bird, mammal or primate of the field guides; primates always carry their conservation status. */
export const speciesSchema = z
  .strictObject({
    id,
    name: cardTitle,
    scientificName,
    description: localized,
    status: z.enum(CONSERVATION_STATUSES).optional(),
  })
  .register(pageListEntries, { whenEmpty: "expected at least one species (the field-guide pages list them)" });

// `extend` makes a new schema: it does not inherit the registration above, so it gets its own.
export const primateSchema = speciesSchema
  .extend({ status: z.enum(CONSERVATION_STATUSES) })
  .register(pageListEntries, { whenEmpty: "expected at least one primate (the primates page lists them)" });

export const TRAIL_DIFFICULTIES = ["easy", "moderate", "difficult"] as const;
export const TRAIL_MODES = ["walk", "car-canoe", "car-walk", "boat-walk"] as const;
export type TrailDifficulty = (typeof TRAIL_DIFFICULTIES)[number];
export type TrailMode = (typeof TRAIL_MODES)[number];

export const trailSchema = z
  .strictObject({
    id,
    name: cardTitle,
    description: localized,
    durationHours: z.number().positive().max(12),
    distanceKm: z.number().positive().max(50),
    difficulty: z.enum(TRAIL_DIFFICULTIES),
    mode: z.enum(TRAIL_MODES),
  })
  .register(pageListEntries, { whenEmpty: "expected at least one trail (the trails page lists them)" });

export const itinerarySchema = z
  .strictObject({
    id,
    days: z.int().min(1).max(14),
    title: cardTitle,
    summary: localized,
    plan: z.array(z.strictObject({ title: localized, activities: z.array(localized).min(1) })).min(1),
  })
  .refine((itinerary) => itinerary.plan.length === itinerary.days, { error: "expected one plan entry per day" })
  .register(pageListEntries, { whenEmpty: "expected at least one itinerary (the trails page suggests them)" });

export const timelineEntrySchema = z
  .strictObject({
    year: z.int().min(1900).max(2100),
    title: localized,
    description: localized,
  })
  .register(pageListEntries, { whenEmpty: "expected at least one entry (the history page shows the timeline)" });

export const pressItemSchema = z
  .strictObject({
    id: z.int().positive().register(uniqueFields, { what: "id" }),
    title: localized,
    source: text,
    year: z.int().min(1990).max(2100),
    description: localized,
    fullContent: paragraphs.optional(),
    url: url.optional(),
    /** Shown only to subscribers of a streaming service: marked as such, with a "watch" button once `watchUrl` is given. */
    exclusive: z.boolean().optional(),
    /** Where subscribers watch an exclusive item, once the lodge gives the address. */
    watchUrl: url.optional(),
    /** A picture of the report (a still, the page as printed), shown beside it, with what it shows in both languages. */
    image: imageFile.optional(),
    imageAlt: localized.optional(),
  })
  .refine((item) => (item.image === undefined) === (item.imageAlt === undefined), { error: "expected image and imageAlt together" })
  .refine((item) => item.watchUrl === undefined || item.exclusive === true, { error: "expected watchUrl only on an exclusive item" })
  .register(pageListEntries, { whenEmpty: "expected at least one press item (the press page lists them)" });

export const galleryPhotoSchema = z
  .strictObject({ id, image: imageFile, alt: localized, caption: localized })
  .register(pageListEntries, { whenEmpty: "expected at least one photo (the gallery page shows them)" });

/** A document under content/documents/ (PDF, CSV…); existence is checked after parsing. */
export const documentFile = z
  .string()
  .regex(/^documents\/[a-z0-9_-]+\.(pdf|csv|txt)$/, { error: "expected a path like documents/name.pdf under content/" })
  .register(graphqlRoles, { role: "document" });

/** A downloadable document is in Portuguese, in English, or in both. */
export const DOCUMENT_LANGUAGES = ["pt", "en", "pt-en"] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const lodgeDocumentSchema = z
  .strictObject({
    id,
    title: cardTitle,
    description: localized,
    file: documentFile,
    language: z.enum(DOCUMENT_LANGUAGES),
  })
  .register(pageListEntries, { whenEmpty: "expected at least one document (the documents page lists them)" });

const price = z.int({ error: "expected a whole number of reais" }).positive();
const menuItem = z.strictObject({ id, name: localized, description: localized.optional(), priceBRL: price });
const menuGroupItems = z.array(menuItem).min(1, { error: "expected at least one item in this group" });

export const menuSchema = z.strictObject({
  intro: localized,
  /** The menu's snack price bands: up to R$ lowUpTo, R$ lowUpTo+1 to midUpTo, above midUpTo. */
  snackPriceBands: z.strictObject({ lowUpTo: price, midUpTo: price }).refine((b) => b.lowUpTo < b.midUpTo, { error: "expected lowUpTo < midUpTo" }),
  snacks: z.array(menuItem).min(1, { error: "expected at least one snack (the menu lists them)" }),
  drinks: z
    .array(z.strictObject({ id, heading: localized, items: menuGroupItems }))
    .min(1, { error: "expected at least one group of drinks (the menu lists them)" }),
  eats: z
    .array(z.strictObject({ id, heading: localized, items: menuGroupItems }))
    .min(1, { error: "expected at least one group of dishes (the menu lists them)" }),
  wines: z
    .array(z.strictObject({ id, name: text, style: localized, origin: localized, glassBRL: price.optional(), bottleBRL: price }))
    .min(1, { error: "expected at least one wine (the menu lists them)" }),
  note: localized,
});

export const globalBigDaySchema = z.strictObject({
  title: localized,
  lead: localized,
  sections: z
    .array(z.strictObject({ id, heading: localized, body: paragraphs, image: imageFile, imageAlt: localized, link }))
    .length(3, { error: "expected exactly three sections" }),
});

/** UI strings: nested objects of text, the same keys in both languages. */
export type LocaleStrings = { [key: string]: string | LocaleStrings };
export const localeSchema: z.ZodType<LocaleStrings> = z.record(z.string(), z.union([text, z.lazy(() => localeSchema)]));
