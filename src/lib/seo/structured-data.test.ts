import { hotelRoom, lodgingBusiness, newsArticle, taxon, touristAttraction, type LodgingFacts } from "./structured-data";

const unset: LodgingFacts = {
  productName: "Jardim da Amazônia",
  description: "Lodge",
  siteUrl: "https://lodge.test",
  homePath: "/pt/",
  imageUrl: "https://lodge.test/share.jpg",
  email: "",
  phone: "",
  address: { locality: "São José do Rio Claro", region: "Mato Grosso", regionCode: "MT", country: "BR" },
  geo: { latitude: -13.27, longitude: -56.72 },
  checkInFrom: "16:00",
  checkOutUntil: "14:00",
  social: { instagram: "", facebook: "", youtube: "", linkedin: "" },
  language: "pt",
};

describe("lodgingBusiness", () => {
  it("has no e-mail, telephone or sameAs while site.json leaves them unset", () => {
    const data = lodgingBusiness(unset);
    expect(data).not.toHaveProperty("email");
    expect(data).not.toHaveProperty("telephone");
    expect(data).not.toHaveProperty("sameAs");
    expect(data).toMatchObject({ "@type": "LodgingBusiness", url: "https://lodge.test/pt/", checkinTime: "16:00", inLanguage: "pt-BR" });
  });

  it("carries the ones that are set, the professional network first", () => {
    const data = lodgingBusiness({
      ...unset,
      email: "team@lodge.test",
      phone: "+55 11 2345-6789",
      social: { instagram: "https://photos.test/lodge", facebook: "", youtube: "https://video.test/lodge", linkedin: "https://work.test/lodge" },
    });
    expect(data).toMatchObject({ email: "team@lodge.test", telephone: "+55 11 2345-6789" });
    expect(data.sameAs).toEqual(["https://work.test/lodge", "https://photos.test/lodge", "https://video.test/lodge"]);
  });
});

describe("taxon", () => {
  it("names the species by its binomial, in its genus, with the popular names, the page's language first", () => {
    const data = taxon({
      scientificName: "Conothraupis mesoleuca",
      names: { pt: "tiê-bicudo", en: "Cone-billed Tanager" },
      description: "Endangered.",
      url: "https://example.org/en/field-guides/cone-billed-tanager/",
      language: "en",
    });
    expect(data).toMatchObject({
      "@type": "Taxon",
      name: "Conothraupis mesoleuca",
      taxonRank: "species",
      parentTaxon: { "@type": "Taxon", name: "Conothraupis", taxonRank: "genus" },
      alternateName: ["Cone-billed Tanager", "tiê-bicudo"],
      url: "https://example.org/en/field-guides/cone-billed-tanager/",
      inLanguage: "en",
    });
  });
});

describe("touristAttraction", () => {
  it("places the trail in the lodge, by its id, with its distance and duration", () => {
    expect(
      touristAttraction({
        name: "Lagoon Trail",
        description: "A forest walk.",
        url: "https://example.org/en/trails/lagoon/",
        siteUrl: "https://example.org",
        distanceKm: 3,
        durationHours: 2,
        language: "en",
      }),
    ).toMatchObject({
      "@type": "TouristAttraction",
      name: "Lagoon Trail",
      containedInPlace: { "@id": "https://example.org/#lodge" },
      additionalProperty: [
        { name: "distance", value: 3, unitCode: "KMT" },
        { name: "duration", value: 2, unitCode: "HUR" },
      ],
    });
  });
});

describe("hotelRoom", () => {
  const facts = {
    name: "Family Bungalow",
    description: "For families.",
    url: "https://example.org/en/accommodations/family-bungalow/",
    siteUrl: "https://example.org",
    imageUrls: ["https://example.org/static/a.jpg"],
    occupancy: { min: 1, max: 4 },
    highlights: ["Private bathroom"],
    language: "en" as const,
  };

  it("is a room of the lodge, by its id, with its occupancy and highlights", () => {
    expect(hotelRoom(facts)).toMatchObject({
      "@type": "HotelRoom",
      containedInPlace: { "@id": "https://example.org/#lodge" },
      occupancy: { "@type": "QuantitativeValue", minValue: 1, maxValue: 4 },
      amenityFeature: [{ "@type": "LocationFeatureSpecification", name: "Private bathroom", value: true }],
      image: ["https://example.org/static/a.jpg"],
    });
  });

  it("says nothing of occupancy when the content gives none", () => {
    expect(hotelRoom({ ...facts, occupancy: null })).not.toHaveProperty("occupancy");
  });
});

describe("newsArticle", () => {
  const facts = {
    headline: "AFP on the Mato Grosso titi",
    description: "A report.",
    publisher: "AFP / UOL",
    year: 2025,
    url: "https://example.org/en/media-press/afp-mato-grosso-titi/",
    originalUrl: "https://noticias.uol.com.br",
    imageUrl: null,
    language: "en" as const,
  };

  it("names the outlet as its publisher, its year and the original it is based on", () => {
    expect(newsArticle(facts)).toMatchObject({
      "@type": "NewsArticle",
      headline: "AFP on the Mato Grosso titi",
      publisher: { "@type": "Organization", name: "AFP / UOL" },
      datePublished: "2025",
      isBasedOn: "https://noticias.uol.com.br",
    });
  });

  it("leaves out the original and picture it does not have", () => {
    const data = newsArticle({ ...facts, originalUrl: null });
    expect(data).not.toHaveProperty("isBasedOn");
    expect(data).not.toHaveProperty("image");
  });
});
