/**
 * What the bird checklist shows, computed from the lodge's checklists: for each species, in each of
 * eBird's 48 quarter-months (days 1–7, 8–14, 15–21, 22–end of each month), the share of complete
 * checklists (all species reported) that recorded it. Incomplete checklists say a species was seen,
 * not that others were not, so they count for "last seen" and "recent", never for a share.
 */

/** One checklist at one of the lodge's places, with the species it recorded. */
export interface ChecklistInput {
  /** YYYY-MM-DD */
  date: string;
  complete: boolean;
  /** The trail its place belongs to (site.json › ebirdLocations), null for a place off the trails. */
  trail: string | null;
  species: readonly string[];
}

export interface SpeciesInput {
  scientificName: string;
  commonName: string;
  taxonomicOrder: number | null;
}

export const PERIODS = 48;

/** A species' best months: those whose share is at least this part of its best month's. */
export const LIKELY_SHARE_OF_BEST = 0.5;

/** The quarter-month (0 to 47) of a date: month by month, four periods each, the last running to the month's end. */
export function periodOf(date: string): number {
  const month = Number(date.slice(5, 7)) - 1;
  const day = Number(date.slice(8, 10));
  return month * 4 + Math.min(3, Math.floor((day - 1) / 7));
}

export interface SpeciesFrequency extends SpeciesInput {
  /** Per quarter-month: recorded on this share of the period's complete checklists (0 where there were none). */
  shares: number[];
  /** Per month, January first: the share of the month's complete checklists (0 where there were none). */
  monthShares: number[];
  /** 1 to 12, in calendar order. */
  likelyMonths: number[];
  /** YYYY-MM of its latest record, complete checklist or not. */
  lastSeen: string;
  /** The trails it was recorded on; always empty for a sensitive species, whose places are not shown. */
  trails: string[];
  sensitive: boolean;
}

export interface ChecklistFrequencies {
  /** Complete checklists per quarter-month: what each share stands on. */
  periodChecklists: number[];
  /** Complete checklists per month, January first: what each month's share stands on. */
  monthChecklists: number[];
  /** In taxonomic order (then by scientific name, for species eBird gives none). */
  species: SpeciesFrequency[];
  /** YYYY-MM-DD of the latest checklist, or null with none. */
  latestDate: string | null;
}

const zeros = (length: number) => Array.from({ length }, () => 0);
const share = (recorded: number, of: number) => (of === 0 ? 0 : recorded / of);

/** Months whose share comes close to the best month's (LIKELY_SHARE_OF_BEST), from per-month counts. */
export function likelyMonths(recordedByMonth: readonly number[], checklistsByMonth: readonly number[]): number[] {
  const shares = recordedByMonth.map((recorded, month) => share(recorded, checklistsByMonth[month] ?? 0));
  const best = Math.max(...shares);
  if (best === 0) return [];
  return shares.flatMap((value, month) => (value >= best * LIKELY_SHARE_OF_BEST ? [month + 1] : []));
}

/** A year's 48 quarter-months summed into its 12 months. */
export const byMonth = (perPeriod: readonly number[]) =>
  Array.from({ length: 12 }, (_, month) => perPeriod.slice(month * 4, month * 4 + 4).reduce((a, b) => a + b, 0));

export function checklistFrequencies(
  checklists: readonly ChecklistInput[],
  species: readonly SpeciesInput[],
  sensitive: ReadonlySet<string>,
): ChecklistFrequencies {
  const periodChecklists = zeros(PERIODS);
  const recorded = new Map<string, { periods: number[]; lastSeen: string; trails: Set<string> }>();
  let latestDate: string | null = null;
  for (const checklist of checklists) {
    const period = periodOf(checklist.date);
    if (checklist.complete) periodChecklists[period]!++;
    if (latestDate === null || checklist.date > latestDate) latestDate = checklist.date;
    for (const name of checklist.species) {
      let tally = recorded.get(name);
      if (!tally) recorded.set(name, (tally = { periods: zeros(PERIODS), lastSeen: "", trails: new Set() }));
      if (checklist.complete) tally.periods[period]!++;
      if (checklist.date.slice(0, 7) > tally.lastSeen) tally.lastSeen = checklist.date.slice(0, 7);
      if (checklist.trail !== null) tally.trails.add(checklist.trail);
    }
  }
  const monthChecklists = byMonth(periodChecklists);
  const known = species.filter((entry) => recorded.has(entry.scientificName));
  known.sort((a, b) => (a.taxonomicOrder ?? Infinity) - (b.taxonomicOrder ?? Infinity) || a.scientificName.localeCompare(b.scientificName));
  return {
    periodChecklists,
    monthChecklists,
    latestDate,
    species: known.map((entry) => {
      const tally = recorded.get(entry.scientificName)!;
      const hidden = sensitive.has(entry.scientificName);
      const recordedByMonth = byMonth(tally.periods);
      return {
        ...entry,
        shares: tally.periods.map((count, period) => share(count, periodChecklists[period] ?? 0)),
        monthShares: recordedByMonth.map((count, month) => share(count, monthChecklists[month] ?? 0)),
        likelyMonths: likelyMonths(recordedByMonth, monthChecklists),
        lastSeen: tally.lastSeen,
        trails: hidden ? [] : [...tally.trails].sort(),
        sensitive: hidden,
      };
    }),
  };
}

/** A trail's species for one month (1–12), most often recorded first: sensitive species are never listed by trail. */
export function trailMonthSpecies(
  checklists: readonly ChecklistInput[],
  trail: string,
  month: number,
  sensitive: ReadonlySet<string>,
): Array<{ scientificName: string; share: number }> {
  const inMonth = checklists.filter((checklist) => checklist.complete && checklist.trail === trail && Number(checklist.date.slice(5, 7)) === month);
  const counts = new Map<string, number>();
  for (const checklist of inMonth) for (const name of checklist.species) if (!sensitive.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .map(([scientificName, count]) => ({ scientificName, share: count / inMonth.length }))
    .sort((a, b) => b.share - a.share || a.scientificName.localeCompare(b.scientificName));
}

/** Days back from the build's date that "this week at Jardim" covers. */
export const RECENT_DAYS = 30;

export interface RecentSightings {
  /** Per trail id, the species recorded there in the period, by scientific name. */
  byTrail: Record<string, string[]>;
  /** Recorded at a place off the trails, or a sensitive species anywhere: "recorded on the property". */
  onProperty: string[];
}

/** The first day (YYYY-MM-DD) of the RECENT_DAYS days that end on `asOf`, both included. */
export const recentFrom = (asOf: string): string => new Date(Date.parse(`${asOf}T00:00:00Z`) - (RECENT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);

/**
 * The species recorded in the RECENT_DAYS days up to `asOf` (YYYY-MM-DD, inclusive), by trail. A
 * sensitive species is never put on a trail with a recent date: it is only "on the property".
 */
export function recentSightings(checklists: readonly ChecklistInput[], asOf: string, sensitive: ReadonlySet<string>): RecentSightings {
  const from = recentFrom(asOf);
  const byTrail = new Map<string, Set<string>>();
  const onProperty = new Set<string>();
  for (const checklist of checklists) {
    if (checklist.date < from || checklist.date > asOf) continue;
    for (const name of checklist.species) {
      if (checklist.trail === null || sensitive.has(name)) onProperty.add(name);
      else {
        const trail = byTrail.get(checklist.trail) ?? new Set<string>();
        trail.add(name);
        byTrail.set(checklist.trail, trail);
      }
    }
  }
  const sorted = (names: Iterable<string>) => [...names].sort();
  return {
    byTrail: Object.fromEntries([...byTrail].sort(([a], [b]) => a.localeCompare(b)).map(([trail, names]) => [trail, sorted(names)])),
    onProperty: sorted(onProperty),
  };
}
