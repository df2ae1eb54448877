import { INTL_LOCALE, type Language } from "../../lib/i18n/languages";

/** recorded / checklists, 0 where there were no checklists. */
export const shareOf = (recorded: number, checklists: number) => (checklists === 0 ? 0 : recorded / checklists);

/** "12 %" / "12%"; a share above zero that would round to 0 reads "<1%", never "0%". */
export function formatShare(share: number, language: Language): string {
  const percent = new Intl.NumberFormat(INTL_LOCALE[language], { style: "percent", maximumFractionDigits: 0 });
  return share > 0 && share < 0.005 ? `<${percent.format(0.01)}` : percent.format(share);
}

/** Sums of consecutive groups of four: a year's 48 quarter-months as 12 months. */
export const byMonth = (perPeriod: readonly number[]) =>
  Array.from({ length: Math.ceil(perPeriod.length / 4) }, (_, month) => perPeriod.slice(month * 4, month * 4 + 4).reduce((a, b) => a + b, 0));
