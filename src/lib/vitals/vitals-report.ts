/**
 * Web-vitals reports sent to POST /api/vitals, checked before anything is stored: only the
 * metrics we measure, sane values, a page path, nothing else. Shared by the function and its tests.
 */
export const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** A body larger than this is not a vitals report. */
export const MAX_BODY_BYTES = 2048;

/** Upper bounds of a plausible value: CLS is unitless, the rest are milliseconds (the 120 s chunk timeout bounds a page view). */
const MAX_VALUE: Record<VitalName, number> = { LCP: 120_000, INP: 120_000, CLS: 100, FCP: 120_000, TTFB: 120_000 };
const RATINGS = ["good", "needs-improvement", "poor"] as const;
const NAVIGATION_TYPES = ["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore"] as const;

export interface VitalsReport {
  name: VitalName;
  value: number;
  rating: (typeof RATINGS)[number] | null;
  delta: number | null;
  id: string;
  navigationType: (typeof NAVIGATION_TYPES)[number] | null;
  page: string;
}

export type ParseResult = { ok: true; report: VitalsReport } | { ok: false; error: string };

function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** Parses the body as it arrives (text or already-parsed JSON) into a report, or says what is wrong. */
export function parseVitalsReport(body: unknown): ParseResult {
  let data = body;
  if (typeof body === "string") {
    if (utf8Length(body) > MAX_BODY_BYTES) return { ok: false, error: `body larger than ${MAX_BODY_BYTES} bytes` };
    try {
      data = JSON.parse(body);
    } catch {
      return { ok: false, error: "body is not JSON" };
    }
  } else if (JSON.stringify(body ?? null).length > MAX_BODY_BYTES) {
    return { ok: false, error: `body larger than ${MAX_BODY_BYTES} bytes` };
  }
  if (!isRecord(data)) return { ok: false, error: "body must be a JSON object" };
  const allowed = new Set(["name", "value", "rating", "delta", "id", "navigationType", "page"]);
  const unknown = Object.keys(data).filter((key) => !allowed.has(key));
  if (unknown.length > 0) return { ok: false, error: `unknown field ${unknown[0]}` };
  const { name, value, rating, delta, id, navigationType, page } = data;
  if (!VITAL_NAMES.includes(name as VitalName)) return { ok: false, error: `name must be one of ${VITAL_NAMES.join(", ")}` };
  const metric = name as VitalName;
  if (!finite(value) || value < 0 || value > MAX_VALUE[metric]) return { ok: false, error: `value must be a number from 0 to ${MAX_VALUE[metric]}` };
  if (rating !== undefined && !RATINGS.includes(rating as (typeof RATINGS)[number])) return { ok: false, error: "rating is not a web-vitals rating" };
  if (delta !== undefined && (!finite(delta) || Math.abs(delta) > MAX_VALUE[metric])) return { ok: false, error: "delta must be a number" };
  if (typeof id !== "string" || !/^[\w.-]{1,80}$/.test(id)) return { ok: false, error: "id must be a short metric id" };
  if (navigationType !== undefined && !NAVIGATION_TYPES.includes(navigationType as (typeof NAVIGATION_TYPES)[number]))
    return { ok: false, error: "navigationType is not a navigation type" };
  if (typeof page !== "string" || !/^\/[\w\-./%]{0,199}$/.test(page)) return { ok: false, error: "page must be a site path" };
  return {
    ok: true,
    report: {
      name: metric,
      value,
      rating: (rating as VitalsReport["rating"]) ?? null,
      delta: (delta as number | undefined) ?? null,
      id,
      navigationType: (navigationType as VitalsReport["navigationType"]) ?? null,
      page,
    },
  };
}

/** The 75th percentile (nearest-rank), the figure web-vitals thresholds are judged at. */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

/** p75 of each metric per page, from stored JSON lines (lines that are not reports are skipped and counted). */
/** The 75th percentile of each metric per page, pages in order; stored rows of other names are ignored. */
export function summarizeReports(
  rows: ReadonlyArray<{ page: string; name: string; value: number }>,
): Record<string, Partial<Record<VitalName, { p75: number; count: number }>>> {
  const byPage = new Map<string, Map<VitalName, number[]>>();
  for (const { page, name, value } of rows) {
    if (!VITAL_NAMES.includes(name as VitalName)) continue;
    const metrics = byPage.get(page) ?? new Map<VitalName, number[]>();
    byPage.set(page, metrics);
    const values = metrics.get(name as VitalName) ?? [];
    metrics.set(name as VitalName, values);
    values.push(value);
  }
  const pages: Record<string, Partial<Record<VitalName, { p75: number; count: number }>>> = {};
  for (const [page, metrics] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
    pages[page] = Object.fromEntries([...metrics].map(([name, values]) => [name, { p75: percentile75(values) ?? 0, count: values.length }]));
  }
  return pages;
}
