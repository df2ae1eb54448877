import { formatBRL } from "./business-constants";
import type { Language } from "../i18n/languages";

/** The menu's snack price bands, cheapest first (limits in menu.json › snackPriceBands). */
export const SNACK_BANDS = ["low", "mid", "high"] as const;
export type SnackBand = (typeof SNACK_BANDS)[number];

export interface PriceBands {
  lowUpTo: number;
  midUpTo: number;
}

/** Which band a whole-reais price falls in: up to lowUpTo, up to midUpTo, above. */
export function snackBand(priceBRL: number, bands: PriceBands): SnackBand {
  if (priceBRL <= bands.lowUpTo) return "low";
  return priceBRL <= bands.midUpTo ? "mid" : "high";
}

/** The band's heading in the visitor's language: "Até R$ 10", "R$ 11–15", "Above R$15". */
export function snackBandLabel(band: SnackBand, bands: PriceBands, language: Language): string {
  const price = (value: number) => formatBRL(value, language);
  switch (band) {
    case "low":
      return language === "pt" ? `Até ${price(bands.lowUpTo)}` : `Up to ${price(bands.lowUpTo)}`;
    case "mid":
      return `${price(bands.lowUpTo + 1)}–${bands.midUpTo}`;
    case "high":
      return language === "pt" ? `Acima de ${price(bands.midUpTo)}` : `Above ${price(bands.midUpTo)}`;
  }
}

/** Snacks grouped by band, each band in price order; empty bands are left out. */
export function groupSnacks<T extends { priceBRL: number }>(snacks: readonly T[], bands: PriceBands): Array<{ band: SnackBand; items: T[] }> {
  return SNACK_BANDS.map((band) => ({
    band,
    items: snacks.filter((snack) => snackBand(snack.priceBRL, bands) === band).sort((a, b) => a.priceBRL - b.priceBRL),
  })).filter((group) => group.items.length > 0);
}

/** The next tab for an arrow, Home or End key (ARIA tabs pattern, wrapping), or null for other keys. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
