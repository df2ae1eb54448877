/**
 * Dates as a spreadsheet program re-saves eBird's YYYY-MM-DD: day and month first, in the order of
 * the computer's locale (day first in Brazil, month first in the United States), then the year.
 * A file of them fails on every row alike; this tells which order it holds, to say so once.
 */

/** `dayFirst` or `monthFirst` when a day past the 12th shows it; `either` when every date could be read both ways. */
export type DateOrder = "dayFirst" | "monthFirst" | "either";

export interface DateOrderFound {
  order: DateOrder;
  /** A date of the file that shows the order (the first one, when none does), and its line. */
  example: string;
  line: number;
}

const SHORT_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;

/** Which order a date can be in, or null when it is no short date (a typing mistake, another form). */
function ordersOf(value: string): DateOrder | null {
  const match = SHORT_DATE.exec(value);
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[3]);
  if (first < 1 || second < 1 || first > 31 || second > 31) return null;
  if (first > 12 && second > 12) return null;
  if (first > 12) return "dayFirst";
  if (second > 12) return "monthFirst";
  return "either";
}

/** The short dates of a file's refused rows, gathered as they are read. */
export class ShortDates {
  private readonly firstOf = new Map<DateOrder, { example: string; line: number }>();

  /** Notes a refused date; whether it is a short date. */
  note(value: string, line: number): boolean {
    const order = ordersOf(value);
    if (!order) return false;
    if (!this.firstOf.has(order)) this.firstOf.set(order, { example: value, line });
    return true;
  }

  /** The order the file's short dates are in, or null when it has none. Both orders in one file: `either`. */
  found(): DateOrderFound | null {
    const dayFirst = this.firstOf.get("dayFirst");
    const monthFirst = this.firstOf.get("monthFirst");
    if (dayFirst && !monthFirst) return { order: "dayFirst", ...dayFirst };
    if (monthFirst && !dayFirst) return { order: "monthFirst", ...monthFirst };
    const first = [...this.firstOf.values()].sort((a, b) => a.line - b.line)[0];
    return first ? { order: "either", ...first } : null;
  }
}
