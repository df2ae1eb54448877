import type { Walk } from "./walk";

/**
 * What a guest does to a walk, each a new walk object (the page keeps the walk in React state and
 * writes each version to IndexedDB as it is): start, tick or untick a species, change a count, finish.
 */
export function startWalk(id: string, trailId: string | null, now: Date): Walk {
  return { id, trailId, startedAt: now.toISOString(), finishedAt: null, ticks: [], observers: 1, allReported: true, comments: "" };
}

/** Ticks a species as present, or sets its count; a count that is not a whole number above zero means "present". */
export function tick(walk: Walk, speciesId: string, count: number | null): Walk {
  const valid = count !== null && Number.isSafeInteger(count) && count > 0 ? count : null;
  const at = walk.ticks.findIndex((existing) => existing.speciesId === speciesId);
  if (at < 0) return { ...walk, ticks: [...walk.ticks, { speciesId, count: valid }] };
  return { ...walk, ticks: walk.ticks.map((existing, index) => (index === at ? { speciesId, count: valid } : existing)) };
}

export function untick(walk: Walk, speciesId: string): Walk {
  return { ...walk, ticks: walk.ticks.filter((existing) => existing.speciesId !== speciesId) };
}

export function finishWalk(walk: Walk, now: Date, details: Pick<Walk, "observers" | "allReported" | "comments">): Walk {
  const observers = Number.isSafeInteger(details.observers) && details.observers > 0 ? details.observers : 1;
  return { ...walk, ...details, observers, finishedAt: now.toISOString() };
}

/** The walk under way, if any: a phone keeps at most one, the latest started. */
export function walkUnderWay(walks: readonly Walk[]): Walk | null {
  return [...walks].filter((walk) => walk.finishedAt === null).sort((a, b) => b.startedAt.localeCompare(a.startedAt))[0] ?? null;
}

/** The finished walks, latest first. */
export function finishedWalks(walks: readonly Walk[]): Walk[] {
  return [...walks].filter((walk) => walk.finishedAt !== null).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}
