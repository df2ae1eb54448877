/** What a visitor's form learns from the server: a result code, and per field what was wrong. */
export interface FormOutcome<Code extends string> {
  code: Code | "failed";
  fields: Record<string, string>;
}

/**
 * Sends a form in the background with the very fields it would post without script (as JSON) and
 * reads the answer. Codes the page does not know, a network failure or a success without its code
 * all read as "failed", so the visitor is never told something was sent when it may not have been.
 */
export async function sendForm<Code extends string>(
  endpoint: string,
  form: HTMLFormElement,
  codes: readonly Code[],
  fetchImpl: typeof fetch = fetch,
): Promise<FormOutcome<Code>> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(Object.fromEntries(new FormData(form))),
      credentials: "same-origin",
    });
  } catch {
    return { code: "failed", fields: {} };
  }
  const answer = (await response.json().catch(() => ({}))) as { code?: unknown; fields?: unknown };
  const code = typeof answer.code === "string" && (codes as readonly string[]).includes(answer.code) ? (answer.code as Code) : "failed";
  const fields = typeof answer.fields === "object" && answer.fields !== null ? (answer.fields as Record<string, string>) : {};
  return { code, fields };
}
