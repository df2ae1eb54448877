import { FORM_ENDPOINTS } from "./endpoints";

export interface SessionInfo {
  name: string;
  csrfToken: string;
  expiresAt: number;
}

/** The signed-in staff member, or null when signed out; throws when the server cannot be reached. */
export async function fetchSession(fetchImpl: typeof fetch = fetch): Promise<SessionInfo | null> {
  const response = await fetchImpl(FORM_ENDPOINTS.session, { headers: { Accept: "application/json" }, credentials: "same-origin", cache: "no-store" });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`session check answered ${response.status}`);
  const body = (await response.json()) as Partial<SessionInfo>;
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
