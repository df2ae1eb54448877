import { INTL_LOCALE, type Language } from "./languages";

/** The business constants of SPEC 9 that copy may quote as `{{token}}`, all from site config. */
export interface BusinessConstantsSource {
  productName: string;
  checkInFrom: string;
  checkOutUntil: string;
  meals: Record<"breakfast" | "lunch" | "dinner", { from: string; until: string }>;
  earlyMealAccessPriceBRL: number;
  fullRefundDaysBeforeCheckIn: number;
  analyticsRetentionMonths: number;
  privacyResponseBusinessDays: number;
  stats: ReadonlyArray<{ id: string; value: string }>;
}

/** R$200 in English, R$ 200 in Portuguese, as each language writes Brazilian reais. */
export function formatBRL(amount: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: "currency", currency: "BRL", maximumFractionDigits: 0 }).format(amount).replace(/\u00a0/g, " ");
}

export function formatTimeRange(range: { from: string; until: string }): string {
  return `${range.from}–${range.until}`;
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
    birdSpecies: stat("birds"),
    primateSpecies: stat("primates"),
    mammalSpecies: stat("mammals"),
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
