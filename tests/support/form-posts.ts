import { lodgeToday } from "../../src/lib/forms/enquiry";

/** A visitor's form, as a script on the site's pages posts it. */
export type PublicForm = "/api/newsletter" | "/api/enquiry" | "/api/contact";

/**
 * Posts a form as the site's own script does (JSON, same origin) from `clientAddress`, which a server
 * started with TRUST_PROXY=true takes from X-Forwarded-For: so many posts can come from many visitors,
 * each within the per-address limit, while the test stays on loopback. Resolves with the answer's
 * status, or null when there was none (the connection failed or the server died mid-request).
 */
export async function postForm(baseUrl: string, form: PublicForm, fields: Record<string, string>, clientAddress: string): Promise<number | null> {
  try {
    const response = await fetch(`${baseUrl}${form}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/json", Accept: "application/json", Origin: baseUrl, "X-Forwarded-For": clientAddress },
      body: JSON.stringify(fields),
    });
    // The status line is the acknowledgement; the body may still be cut off if the server dies now.
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch {
    return null;
  }
}

/** A date `days` after today at the lodge, as the enquiry form writes it (YYYY-MM-DD). */
export const lodgeDayIn = (days: number): string => new Date(Date.parse(`${lodgeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A guest's complete enquiry from the English form, as the page sends it. */
export const englishEnquiry = (): Record<string, string> => ({
  checkIn: lodgeDayIn(40),
  checkOut: lodgeDayIn(43),
  adults: "2",
  children: "0",
  stay: "undecided",
  message: "Chegamos de Cuiabá de carro.",
  name: "Rita Tuiuiú",
  email: "rita@example.com",
  phone: "+55 65 98888-0000",
  from: "/en/booking-enquiry/",
});
