import { monthName } from "../../lib/format/business-constants";
import { INTL_LOCALE, type Language } from "../../lib/i18n/languages";

/** recorded / checklists, 0 where there were no checklists. */
export const shareOf = (recorded: number, checklists: number) => (checklists === 0 ? 0 : recorded / checklists);

/**
 * A share as a page shows it ("12%"; one above zero that would round to 0 reads "<1%", never "0%"),
 * from one formatter per list: a list of hundreds of species formats thousands of shares while the
 * page hydrates, and building a formatter for each would cost the visitor's main thread.
 */
export function shareFormat(language: Language): (share: number) => string {
  const percent = new Intl.NumberFormat(INTL_LOCALE[language], { style: "percent", maximumFractionDigits: 0 });
  const least = `<${percent.format(0.01)}`;
  return (share) => (share > 0 && share < 0.005 ? least : percent.format(share));
}

/** The twelve months' names, made once per list for the same reason. */
export const monthNames = (language: Language): string[] => Array.from({ length: 12 }, (_, month) => monthName(month + 1, language));

/** The first day of each of a month's four periods (eBird's quarter-months: 1–7, 8–14, 15–21, 22–end). */
export const PERIOD_STARTS = [1, 8, 15, 22] as const;
