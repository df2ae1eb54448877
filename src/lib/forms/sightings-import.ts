/** The staff area's upload of the lodge's eBird export: the same endpoint and import as `npm run sightings -- import FILE`. */
import type { ImportResult } from "../../server/sightings/import-sightings";
import { STAFF_ENDPOINTS } from "./staff-session";

/** The largest export taken, uploaded or from the command line: years of a busy hotspot's records fit well within it. */
export const MAX_EBIRD_EXPORT_BYTES = 50 * 1024 * 1024;

/** The field the endpoint reads the file from. */
export const EXPORT_FIELD = "export";

/** What the staff area shows after an upload: the import's report, or why there is none (the message keys). */
export type UploadOutcome =
  | { kind: "report"; result: ImportResult; publication: "rebuilding" | "next-build" | "hook-failed" | null }
  | { kind: "signed-out" }
  | { kind: "problem"; code: "fileSize" | "fields" | "csrf" | "failed" };

const PUBLICATIONS = ["rebuilding", "next-build", "hook-failed"] as const;
const PROBLEMS = ["fileSize", "fields", "csrf"] as const;

export async function uploadSightings(csrfToken: string, file: Blob, fetchImpl: typeof fetch = fetch): Promise<UploadOutcome> {
  const form = new FormData();
  form.append(EXPORT_FIELD, file);
  let response: Response;
  try {
    response = await fetchImpl(STAFF_ENDPOINTS.sightingsImport, {
      method: "POST",
      headers: { Accept: "application/json", "X-CSRF-Token": csrfToken },
      credentials: "same-origin",
      body: form,
    });
  } catch {
    return { kind: "problem", code: "failed" };
  }
  const body = (await response.json().catch(() => ({}))) as { result?: ImportResult; publication?: unknown; code?: unknown };
  if (response.status === 401) return { kind: "signed-out" };
  // 200 with a report, or 422 for a file refused whole: both carry the import's own words.
  if ((response.ok || response.status === 422) && body.result) {
    const publication = PUBLICATIONS.find((known) => known === body.publication) ?? null;
    return { kind: "report", result: body.result, publication };
  }
  if (response.status === 413) return { kind: "problem", code: "fileSize" };
  return { kind: "problem", code: PROBLEMS.find((known) => known === body.code) ?? "failed" };
}
