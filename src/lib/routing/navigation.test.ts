import { footerGroups, navGroups, telUrl, whatsappUrl, type NavRoute } from "./navigation";
import { rememberLanguage, toggleLabel, toggleTarget } from "../i18n/language-toggle";
import { businessConstants, formatBRL, interpolateConstants, tokensIn } from "../format/business-constants";

const route = (routeId: string, navGroup: string | null, footerGroup: string | null): NavRoute => ({
  routeId,
  navGroup,
  footerGroup,
  navLabel: routeId,
  path: `/pt/${routeId}/`,
});

describe("navigation groups", () => {
  const routes = [
    route("rooms", "accommodation", "accommodation"),
    route("gallery", "conservation", "about"),
    route("faq", "prepare", "information"),
    route("login", null, null),
  ];
  it("keep the navbar's display order and the route table's members", () => {
    expect(navGroups(routes).map((g) => g.group)).toEqual(["accommodation", "experiences", "conservation", "prepare"]);
    expect(navGroups(routes)[2]?.links.map((l) => l.routeId)).toEqual(["gallery"]);
  });
  it("order a footer column by footerOrder where given, else by the route table", () => {
    const table = [
      { ...route("faq", "prepare", "information"), footerOrder: 2 },
      route("privacy", null, "information"),
      { ...route("how-to-get-here", "prepare", "information"), footerOrder: 1 },
    ];
    expect(
      footerGroups(table)
        .find((g) => g.group === "information")
        ?.links.map((l) => l.routeId),
    ).toEqual(["how-to-get-here", "faq", "privacy"]);
    expect(
      navGroups(table)
        .find((g) => g.group === "prepare")
        ?.links.map((l) => l.routeId),
    ).toEqual(["faq", "how-to-get-here"]);
  });
  it("let a route sit in a dropdown and a different footer column", () => {
    expect(
      footerGroups(routes)
        .find((g) => g.group === "about")
        ?.links.map((l) => l.routeId),
    ).toEqual(["gallery"]);
    expect(
      footerGroups(routes)
        .flatMap((g) => g.links)
        .some((l) => l.routeId === "login"),
    ).toBe(false);
  });
  it("build chat and phone links from formatted numbers", () => {
    expect(whatsappUrl("+55 11 98765-4321")).toBe("https://wa.me/5511987654321");
    expect(telUrl("+55 11 2345-6789")).toBe("tel:+551123456789");
  });
});

describe("language toggle", () => {
  const page = { routeId: "accommodations", language: "pt" as const, alternates: { pt: "/pt/acomodacoes/", en: "/en/accommodations/" } };
  it("shows the language it leads to", () => {
    expect(toggleLabel("pt")).toBe("EN");
    expect(toggleLabel("en")).toBe("PT");
  });
  it("leads to the translated counterpart, keeping query and hash", () => {
    expect(toggleTarget(page, "?a=1", "#x")).toBe("/en/accommodations/?a=1#x");
    expect(toggleTarget({ ...page, language: "en" }, "", "")).toBe("/pt/acomodacoes/");
  });
  it("leads from a not-found page to the other language's home", () => {
    expect(toggleTarget({ routeId: "not-found", language: "en", alternates: { pt: "/pt/404/", en: "/en/404/" } }, "", "")).toBe("/pt/");
  });
  it("stores the choice in localStorage and a strict cookie", () => {
    rememberLanguage("en");
    expect(localStorage.getItem("i18nextLng")).toBe("en");
    expect(document.cookie).toContain("i18next=en");
  });
});

describe("business constants", () => {
  const source = {
    productName: "Jardim da Amazônia",
    checkInFrom: "16:00",
    checkOutUntil: "14:00",
    meals: { breakfast: { from: "07:30", until: "09:30" }, lunch: { from: "12:30", until: "13:30" }, dinner: { from: "19:30", until: "20:30" } },
    earlyMealAccessPriceBRL: 200,
    fullRefundDaysBeforeCheckIn: 30,
    analyticsRetentionMonths: 26,
    privacyResponseBusinessDays: 5,
    dataRetention: { enquiryMonths: 12, unconfirmedSignUpDays: 7, unsubscribedDays: 30, rejectedPhotoDays: 30, unreviewedPhotoDays: 30, addressCountHours: 24 },
    stats: [{ id: "birds", value: "590+" }],
    distances: [{ place: "São José do Rio Claro", km: 18 }],
    birdingTourDeparture: "05:30",
    tourDurationHours: { min: 2, max: 6 },
    boatSafari: { durationHours: 3, departures: ["07:00", "15:00"], capacity: 8 },
    miniWeddingMaxGuests: 40,
    rainySeason: { fromMonth: 11, toMonth: 4 },
    primateSeason: { fromMonth: 6, toMonth: 9 },
    globalBigDay: { date: "2025-05-10", speciesRecorded: 170, observers: { pt: "quase 1 milhão", en: "almost 1 million" } },
    photoUpload: { maxMegabytes: 10, types: ["image/jpeg", "image/png", "image/webp"] },
  };
  it("write reais as each language does", () => {
    expect(formatBRL(200, "en")).toBe("R$200");
    expect(formatBRL(200, "pt")).toBe("R$ 200");
  });
  it("fill {{tokens}} in copy", () => {
    const values = businessConstants(source, "en");
    expect(interpolateConstants("From {{ checkIn }}; {{earlyMealPrice}} per person; {{birdSpecies}} species", values)).toBe(
      "From 16:00; R$200 per person; 590+ species",
    );
    expect(tokensIn("a {{refundDays}} b {{x}}")).toEqual(["refundDays", "x"]);
  });
  it("write times, seasons, dates and distances in each language", () => {
    const pt = businessConstants(source, "pt");
    const en = businessConstants(source, "en");
    expect([pt.birdingDeparture, pt.boatSafariDepartures, en.boatSafariDepartures]).toEqual(["5:30", "7:00 e 15:00", "7:00 and 15:00"]);
    expect([pt.rainySeason, en.rainySeason, pt.primateSeason, en.primateSeason]).toEqual([
      "novembro a abril",
      "November to April",
      "junho a setembro",
      "June to September",
    ]);
    expect([pt.gbdDate, en.gbdDate]).toEqual(["10 de maio de 2025", "10 May 2025"]);
    expect([pt.tourHours, en.tourHours, pt.gbdObservers, pt.uploadTypes, en.uploadTypes, en.uploadMaxSize]).toEqual([
      "2 a 6",
      "2 to 6",
      "quase 1 milhão",
      "JPEG, PNG ou WebP",
      "JPEG, PNG or WebP",
      "10 MB",
    ]);
    expect(pt.kmSaoJoseDoRioClaro).toBe("18 km");
  });
});
