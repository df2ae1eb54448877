import { INTL_LOCALE, type Language } from "../i18n/languages";

/** 1.5 → "1 h 30 min"; 2 → "2 h" (the same in both languages). */
export function formatDuration(hours: number): string {
  const totalMinutes = Math.round(hours * 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** 89300 → "89,3 kB" / "89.3 kB"; megabytes from 1 000 000 bytes. */
export function formatFileSize(bytes: number, language: Language): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, "MB"] : [bytes / 1000, "kB"];
  return `${new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}

/** 3.5 → "3,5 km" / "3.5 km". */
export function formatDistance(km: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: "unit", unit: "kilometer", maximumFractionDigits: 1 }).format(km);
}
