/** The staff area's calls for guest photos: the review queue, a photo's preview, a decision. */
import type { Approval, PhotoSubmission } from "../../server/photos/photo-submissions";
import { checkName, checkPublishedText, LIMITS, type FieldError } from "./forms";
import { STAFF_ENDPOINTS, staffGet } from "./staff-session";

/** A photo as the staff area receives it: everything the server keeps but where the file is stored. */
export type ReviewPhoto = Omit<PhotoSubmission, "fileKey">;

/** How full the queue is, against the cap at which the upload form turns guests away. */
export interface QueueFullness {
  photos: number;
  bytes: number;
  maxPhotos: number;
  maxBytes: number;
  full: boolean;
  /** Days after which a photo nobody reviewed is deleted. */
  keptDays: number;
}

export interface ReviewQueue {
  pending: ReviewPhoto[];
  decided: ReviewPhoto[];
  /** Absent from a server older than the cap. */
  queue: QueueFullness | null;
}

/** The queue, or null when the session has lapsed; throws when the server cannot be reached. */
export async function fetchReviewQueue(fetchImpl: typeof fetch = fetch): Promise<ReviewQueue | null> {
  const body = await staffGet<Partial<ReviewQueue>>(STAFF_ENDPOINTS.photoQueue, fetchImpl);
  return body && { pending: body.pending ?? [], decided: body.decided ?? [], queue: body.queue ?? null };
}

/** What became of a decision: the outcome codes are the staff area's message keys. */
export type DecisionOutcome = "rebuilding" | "next-build" | "hook-failed" | "rejected" | "decided" | "fields" | "signed-out" | "failed";

export async function decidePhoto(
  csrfToken: string,
  fields: { id: string; decision: "approve" | "reject"; caption?: string; captionOther?: string; credit?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<DecisionOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(STAFF_ENDPOINTS.photoDecision, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": csrfToken },
      credentials: "same-origin",
      body: JSON.stringify(fields),
    });
  } catch {
    return "failed";
  }
  const body = (await response.json().catch(() => ({}))) as { status?: unknown; publication?: unknown; code?: unknown };
  if (response.ok) {
    if (body.status === "rejected") return "rejected";
    return body.publication === "rebuilding" || body.publication === "hook-failed" ? body.publication : "next-build";
  }
  if (response.status === 401) return "signed-out";
  return body.code === "decided" || body.code === "fields" ? body.code : "failed";
}

export type ApprovalProblems = Partial<Record<keyof Approval, FieldError>>;

/**
 * An approval's fields as the server reads them: the caption in the guest's language and the credit
 * default to what the guest sent (a client may send neither); the caption in the other language is
 * optional, and empty means none. Each is checked as the site will show it.
 */
export function readApproval(
  fields: Record<string, string>,
  guest: { caption: string; guestName: string },
): { approval: Approval } | { problems: ApprovalProblems } {
  const caption = (fields["caption"] ?? guest.caption).trim();
  const captionOther = (fields["captionOther"] ?? "").trim();
  const credit = (fields["credit"] ?? guest.guestName).trim();
  const problems: ApprovalProblems = Object.fromEntries(
    Object.entries({
      caption: checkPublishedText(caption, LIMITS.caption, false),
      captionOther: checkPublishedText(captionOther, LIMITS.caption, false),
      credit: checkName(credit, LIMITS.name),
    }).filter(([, problem]) => problem !== null),
  );
  return Object.keys(problems).length > 0 ? { problems } : { approval: { caption, captionOther: captionOther || null, credit } };
}
