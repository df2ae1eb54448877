import { HREFLANG, type Language } from "../i18n/languages";

export interface LodgingFacts {
  productName: string;
  description: string;
  siteUrl: string;
  homePath: string;
  imageUrl: string;
  /** Contacts and profiles that are "" (unset in site.json) get no property at all. */
  email: string;
  phone: string;
  address: { locality: string; region: string; regionCode: string; country: string };
  geo: { latitude: number; longitude: number };
  checkInFrom: string;
  checkOutUntil: string;
  social: { instagram: string; facebook: string; youtube: string; linkedin: string };
  language: Language;
}

type JsonLd = Record<string, unknown>;

/** The lodge as a LodgingBusiness, on every page. */
export function lodgingBusiness(facts: LodgingFacts): JsonLd {
  // The professional-network page first: it identifies the company.
  const sameAs = [facts.social.linkedin, facts.social.instagram, facts.social.facebook, facts.social.youtube].filter((url) => url !== "");
  return {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    "@id": `${facts.siteUrl}/#lodge`,
    name: facts.productName,
    description: facts.description,
    url: facts.siteUrl + facts.homePath,
    image: facts.imageUrl,
    ...(facts.email !== "" && { email: facts.email }),
    ...(facts.phone !== "" && { telephone: facts.phone }),
    inLanguage: HREFLANG[facts.language],
    address: {
      "@type": "PostalAddress",
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      addressCountry: facts.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: facts.geo.latitude, longitude: facts.geo.longitude },
    amenityFeature: ["Birdwatching Trails", "Research Facilities"].map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
    checkinTime: facts.checkInFrom,
    checkoutTime: facts.checkOutUntil,
    audience: { "@type": "Audience", audienceType: "Tourist" },
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export interface Crumb {
  label: string;
  /** Absent on the last entry, which is the current page. */
  path?: string;
}

export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string, currentUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: crumb.path ? siteUrl + crumb.path : currentUrl,
    })),
  };
}

/** JSON for an inline <script type="application/ld+json">, safe against `</script>` in content. */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** FAQPage structured data: each question with its answer as plain text. */
export function faqPage(entries: ReadonlyArray<{ question: string; answer: readonly string[] }>, language: Language): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: HREFLANG[language],
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer.join("\n\n") },
    })),
  };
}

export interface EventStoryFacts {
  name: string;
  description: string;
  /** ISO date of the (one-day) event. */
  date: string;
  url: string;
  imageUrl: string;
  productName: string;
  siteUrl: string;
  address: { locality: string; regionCode: string; country: string };
  language: Language;
}

/**
 * The Global Big Day as an Event (completed, sold out, free, in MT, Brazil) and the page
 * as an Article about it. schema.org has no "completed" status: a past one-day event that kept its
 * date is EventScheduled with its endDate passed, which is how search engines read it as over.
 */
export function eventStory(facts: EventStoryFacts): JsonLd[] {
  const location = {
    "@type": "Place",
    name: facts.productName,
    address: {
      "@type": "PostalAddress",
      addressLocality: facts.address.locality,
      addressRegion: facts.address.regionCode,
      addressCountry: facts.address.country,
    },
  };
  const organizer = { "@type": "Organization", "@id": `${facts.siteUrl}/#lodge`, name: facts.productName, url: facts.siteUrl };
  const event = {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": `${facts.url}#event`,
    name: facts.name,
    description: facts.description,
    startDate: facts.date,
    endDate: facts.date,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location,
    image: facts.imageUrl,
    organizer,
    offers: { "@type": "Offer", price: 0, priceCurrency: "BRL", availability: "https://schema.org/SoldOut", url: facts.url, validThrough: facts.date },
    inLanguage: HREFLANG[facts.language],
  };
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: facts.name,
    description: facts.description,
    image: facts.imageUrl,
    url: facts.url,
    mainEntityOfPage: facts.url,
    about: { "@id": `${facts.url}#event` },
    author: organizer,
    publisher: organizer,
    inLanguage: HREFLANG[facts.language],
  };
  return [event, article];
}

export interface TaxonFacts {
  scientificName: string;
  /** Popular names, one per language. */
  names: Record<Language, string>;
  description: string;
  url: string;
  language: Language;
}

/** A species of the field guides as a schema.org Taxon: its binomial, its genus, and its popular names. */
export function taxon(facts: TaxonFacts): JsonLd {
  const [genus = ""] = facts.scientificName.split(" ");
  return {
    "@context": "https://schema.org",
    "@type": "Taxon",
    "@id": `${facts.url}#taxon`,
    name: facts.scientificName,
    taxonRank: "species",
    parentTaxon: { "@type": "Taxon", name: genus, taxonRank: "genus" },
    alternateName: [facts.names[facts.language], ...Object.values(facts.names).filter((name) => name !== facts.names[facts.language])],
    description: facts.description,
    url: facts.url,
    inLanguage: HREFLANG[facts.language],
  };
}

export interface AttractionFacts {
  name: string;
  description: string;
  url: string;
  siteUrl: string;
  distanceKm: number;
  durationHours: number;
  language: Language;
}

/**
 * A trail as a TouristAttraction inside the lodge (the LodgingBusiness every page describes, by its
 * @id), with its distance and duration as UN/CEFACT-coded properties (KMT kilometres, HUR hours).
 */
export function touristAttraction(facts: AttractionFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "TouristAttraction",
    "@id": `${facts.url}#attraction`,
    name: facts.name,
    description: facts.description,
    url: facts.url,
    containedInPlace: { "@id": `${facts.siteUrl}/#lodge` },
    additionalProperty: [
      { "@type": "PropertyValue", name: "distance", value: facts.distanceKm, unitCode: "KMT" },
      { "@type": "PropertyValue", name: "duration", value: facts.durationHours, unitCode: "HUR" },
    ],
    inLanguage: HREFLANG[facts.language],
  };
}

export interface RoomFacts {
  name: string;
  description: string;
  url: string;
  siteUrl: string;
  imageUrls: readonly string[];
  /** Guests it takes; null when the content gives no figure (the room is left without occupancy). */
  occupancy: { min: number; max: number } | null;
  highlights: readonly string[];
  language: Language;
}

/** A room as a HotelRoom of the lodge (the LodgingBusiness by its @id), with how many it takes. */
export function hotelRoom(facts: RoomFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "HotelRoom",
    "@id": `${facts.url}#room`,
    name: facts.name,
    description: facts.description,
    url: facts.url,
    ...(facts.imageUrls.length > 0 && { image: facts.imageUrls }),
    ...(facts.occupancy && { occupancy: { "@type": "QuantitativeValue", minValue: facts.occupancy.min, maxValue: facts.occupancy.max, unitText: "guests" } }),
    amenityFeature: facts.highlights.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
    containedInPlace: { "@id": `${facts.siteUrl}/#lodge` },
    inLanguage: HREFLANG[facts.language],
  };
}

export interface NewsFacts {
  headline: string;
  description: string;
  /** The outlet that published it. */
  publisher: string;
  year: number;
  url: string;
  /** The original report, when it is online. */
  originalUrl: string | null;
  imageUrl: string | null;
  language: Language;
}

/** A press item as a NewsArticle: the outlet as its publisher, the original as what this page is based on. */
export function newsArticle(facts: NewsFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    "@id": `${facts.url}#article`,
    headline: facts.headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: facts.url,
    datePublished: String(facts.year),
    publisher: { "@type": "Organization", name: facts.publisher },
    ...(facts.originalUrl && { isBasedOn: facts.originalUrl }),
    ...(facts.imageUrl && { image: facts.imageUrl }),
    inLanguage: HREFLANG[facts.language],
  };
}
