/**
 * The lodge's own calendar: Mato Grosso's time zone (UTC−4, no daylight saving). "This month" on a
 * trail's page and "the last 30 days" of the checklist are the lodge's, whatever the build machine's
 * zone: a build at 22:00 at the lodge is already the next day in UTC.
 */
export const LODGE_TIME_ZONE = "America/Cuiaba";

/** YYYY-MM-DD at the lodge at the instant `now` (milliseconds since the epoch). */
export function lodgeDate(now: number): string {
  // Canada's English writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: LODGE_TIME_ZONE }).format(now);
}

/** The month at the lodge (1 to 12) at the instant `now`. */
export function lodgeMonth(now: number): number {
  return Number(lodgeDate(now).slice(5, 7));
}
