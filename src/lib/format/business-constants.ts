import { fileTypeList } from "../forms/file-types";
import { INTL_LOCALE, type Language } from "../i18n/languages";

/** The business constants (times, prices, figures) that copy may quote as `{{token}}`, all from site config, so each has one source. */
export interface BusinessConstantsSource {
  productName: string;
  checkInFrom: string;
  checkOutUntil: string;
  meals: Record<"breakfast" | "lunch" | "dinner", { from: string; until: string }>;
  earlyMealAccessPriceBRL: number;
  fullRefundDaysBeforeCheckIn: number;
  analyticsRetentionMonths: number;
  privacyResponseBusinessDays: number;
  dataRetention: {
    enquiryMonths: number;
    unconfirmedSignUpDays: number;
    unsubscribedDays: number;
    rejectedPhotoDays: number;
    unreviewedPhotoDays: number;
    addressCountHours: number;
  };
  stats: ReadonlyArray<{ id: string; value: string }>;
  distances: ReadonlyArray<{ place: string; km: number }>;
  birdingTourDeparture: string;
  tourDurationHours: { min: number; max: number };
  boatSafari: { durationHours: number; departures: readonly string[]; capacity: number };
  miniWeddingMaxGuests: number;
  rainySeason: MonthSpan;
  primateSeason: MonthSpan;
  globalBigDay: { date: string; speciesRecorded: number; observers: Record<Language, string> };
  photoUpload: { maxMegabytes: number; types: readonly string[] };
}

export interface MonthSpan {
  fromMonth: number;
  toMonth: number;
}

/** R$200 in English, R$ 200 in Portuguese, as each language writes Brazilian reais. */
export function formatBRL(amount: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: "currency", currency: "BRL", maximumFractionDigits: 0 }).format(amount).replace(/\u00a0/g, " ");
}

export function formatTimeRange(range: { from: string; until: string }): string {
  return `${range.from}–${range.until}`;
}

/** 07:00 → 7:00: departure times read as a clock, not a timetable. */
export function formatClock(time: string): string {
  return time.replace(/^0(\d)/, "$1");
}

/** ["07:00", "15:00"] → "7:00 e 15:00" / "7:00 and 15:00". */
export function formatTimeList(times: readonly string[], language: Language): string {
  return new Intl.ListFormat(INTL_LOCALE[language], { style: "long", type: "conjunction" }).format(times.map(formatClock));
}

export function monthName(month: number, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { month: "long", timeZone: "UTC" }).format(Date.UTC(2000, month - 1, 1));
}

/** "novembro a abril" / "November to April". */
export function formatMonthSpan(span: MonthSpan, language: Language): string {
  return `${monthName(span.fromMonth, language)} ${language === "pt" ? "a" : "to"} ${monthName(span.toMonth, language)}`;
}

/** An ISO date as each language writes it in text: "10 de maio de 2025" / "10 May 2025" (the copy is British English). */
export function formatLongDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "São José do Rio Claro" → "kmSaoJoseDoRioClaro": the token of each distance of site config. */
export function distanceToken(place: string): string {
  const words = place
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  return `km${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join("")}`;
}

export function businessConstants(source: BusinessConstantsSource, language: Language): Record<string, string> {
  const stat = (id: string) => source.stats.find((s) => s.id === id)?.value ?? "";
  return {
    productName: source.productName,
    checkIn: source.checkInFrom,
    checkOut: source.checkOutUntil,
    breakfast: formatTimeRange(source.meals.breakfast),
    lunch: formatTimeRange(source.meals.lunch),
    dinner: formatTimeRange(source.meals.dinner),
    earlyMealPrice: formatBRL(source.earlyMealAccessPriceBRL, language),
    refundDays: String(source.fullRefundDaysBeforeCheckIn),
    analyticsMonths: String(source.analyticsRetentionMonths),
    privacyResponseDays: String(source.privacyResponseBusinessDays),
    enquiryMonths: String(source.dataRetention.enquiryMonths),
    unconfirmedSignUpDays: String(source.dataRetention.unconfirmedSignUpDays),
    unsubscribedDays: String(source.dataRetention.unsubscribedDays),
    rejectedPhotoDays: String(source.dataRetention.rejectedPhotoDays),
    unreviewedPhotoDays: String(source.dataRetention.unreviewedPhotoDays),
    addressCountHours: String(source.dataRetention.addressCountHours),
    birdSpecies: stat("birds"),
    primateSpecies: stat("primates"),
    mammalSpecies: stat("mammals"),
    birdingDeparture: formatClock(source.birdingTourDeparture),
    tourHours: `${source.tourDurationHours.min} ${language === "pt" ? "a" : "to"} ${source.tourDurationHours.max}`,
    boatSafariHours: String(source.boatSafari.durationHours),
    boatSafariDepartures: formatTimeList(source.boatSafari.departures, language),
    boatSafariCapacity: String(source.boatSafari.capacity),
    miniWeddingGuests: String(source.miniWeddingMaxGuests),
    rainySeason: formatMonthSpan(source.rainySeason, language),
    primateSeason: formatMonthSpan(source.primateSeason, language),
    gbdDate: formatLongDate(source.globalBigDay.date, language),
    gbdSpecies: String(source.globalBigDay.speciesRecorded),
    gbdObservers: source.globalBigDay.observers[language],
    uploadMaxSize: `${source.photoUpload.maxMegabytes} MB`,
    uploadTypes: fileTypeList(source.photoUpload.types, language),
    ...Object.fromEntries(source.distances.map((d) => [distanceToken(d.place), `${d.km} km`])),
  };
}

const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

export function tokensIn(text: string): string[] {
  return Array.from(text.matchAll(TOKEN), (match) => match[1] as string);
}

/** Replaces `{{token}}` with its constant; unknown tokens are caught by content validation first. */
export function interpolateConstants(text: string, values: Record<string, string>): string {
  return text.replace(TOKEN, (whole, name: string) => values[name] ?? whole);
}
