import { detached } from "./pending-checklists";
import type { Refusal } from "./import-sightings";

/** Enough lines to see what went wrong and fix the file; a file wrong on every line would otherwise answer megabytes. */
export const REFUSALS_LISTED = 500;

/**
 * Problems of one checklist's content, each listed with its line: every one is a checklist of its own
 * to look at in eBird. Any other problem is the form of a column (a re-saved file repeats it on every
 * row): its first line is listed, the others counted on it.
 */
const LISTED_EACH: ReadonlySet<Refusal["problem"]> = new Set(["inconsistent", "duplicate"]);

/** The refused lines of a file as it is read: the first of each kind listed, the lines like it counted. */
export class RefusalList {
  readonly listed: Refusal[] = [];
  /** Every refused line, listed or not. */
  lines = 0;
  private readonly firstOfKind = new Map<string, Refusal>();

  add(refusal: Refusal): void {
    this.lines++;
    const kind = LISTED_EACH.has(refusal.problem) ? null : `${refusal.problem}\n${refusal.column ?? ""}`;
    const first = kind === null ? undefined : this.firstOfKind.get(kind);
    if (first) {
      first.alike = (first.alike ?? 0) + 1;
      return;
    }
    if (this.listed.length >= REFUSALS_LISTED) return;
    const listed = refusal.value === undefined ? { ...refusal } : { ...refusal, value: detached(refusal.value) };
    this.listed.push(listed);
    if (kind !== null) this.firstOfKind.set(kind, listed);
  }
}
