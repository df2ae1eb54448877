import { HREFLANG, type Language } from "./languages";

export interface LodgingFacts {
  productName: string;
  description: string;
  siteUrl: string;
  homePath: string;
  imageUrl: string;
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

/** SPEC 2.9: the lodge as a LodgingBusiness, on every page. */
export function lodgingBusiness(facts: LodgingFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    "@id": `${facts.siteUrl}/#lodge`,
    name: facts.productName,
    description: facts.description,
    url: facts.siteUrl + facts.homePath,
    image: facts.imageUrl,
    email: facts.email,
    telephone: facts.phone,
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
    // The professional-network page first: it identifies the company (SPEC 2.9).
    sameAs: [facts.social.linkedin, facts.social.instagram, facts.social.facebook, facts.social.youtube],
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
