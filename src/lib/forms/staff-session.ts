import { FORM_ENDPOINTS } from "./endpoints";

export interface SessionInfo {
  name: string;
  csrfToken: string;
  expiresAt: number;
}

/** The staff area's own endpoints (the sign-in and sign-out ones are the forms'). */
export const STAFF_ENDPOINTS = {
  photoQueue: "/api/photo-reviews",
  photoDecision: "/api/photo-review",
  photoFile: (id: string) => `/api/photo-file?id=${encodeURIComponent(id)}`,
  enquiries: "/api/enquiries",
  inboxState: "/api/inbox-state",
  newsletterExport: "/api/newsletter-export",
  sightingsImport: "/api/sightings-import",
} as const;

/** A staff-only GET: its JSON, or null when the session has lapsed; throws when the server cannot be reached. */
export async function staffGet<Body>(url: string, fetchImpl: typeof fetch = fetch): Promise<Body | null> {
  const response = await fetchImpl(url, { headers: { Accept: "application/json" }, credentials: "same-origin", cache: "no-store" });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Body;
}

/** The signed-in staff member, or null when signed out; throws when the server cannot be reached. */
export async function fetchSession(fetchImpl: typeof fetch = fetch): Promise<SessionInfo | null> {
  const body = await staffGet<Partial<SessionInfo>>(FORM_ENDPOINTS.session, fetchImpl);
  if (!body) return null;
  if (typeof body.name !== "string" || typeof body.csrfToken !== "string" || typeof body.expiresAt !== "number") throw new Error("unexpected session answer");
  return { name: body.name, csrfToken: body.csrfToken, expiresAt: body.expiresAt };
}

/** Ends the session; true when the server confirmed it. */
export async function signOut(csrfToken: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(FORM_ENDPOINTS.logout, {
      method: "POST",
      headers: { Accept: "application/json", "X-CSRF-Token": csrfToken },
      credentials: "same-origin",
    });
    return response.ok;
  } catch {
    return false;
  }
}
