import { INTL_LOCALE, type Language } from "../i18n/languages";

/** "maio de 2025" / "May 2025" from a content year-month such as 2025-05. */
export function formatYearMonth(yearMonth: string, language: Language): string {
  const [year, month] = yearMonth.split("-").map(Number);
  if (!year || !month) return yearMonth;
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 1)));
}
