import { DISGUISING } from "../lib/forms/forms";
import { strings } from "./render";

/**
 * What older code stored and a hostile guest could send: right-to-left override and isolate, marks,
 * an invisible filler that counts as a letter, half a surrogate pair, a control character, and
 * e-mail addresses with mailto parameters (invalid) or with `?`, `&`, `=` and `%` in the local part
 * (valid by the HTML standard's rule).
 */
export const RLO = "\u202E";
export const HOSTILE_NAME = `Ana ${RLO}exe.gpj\u202C Souza`;
export const HOSTILE_MESSAGE = `Pago ${RLO}0001 R$\u202C agora \u2067isolado\u2069 \u200Fmarca ${"\uD800"} fim\u0007 \u3164.`;
export const PARAMETER_EMAIL = "guest@example.org?bcc=x%40evil.test&body=Pague%20aqui";
export const ODD_VALID_EMAIL = "a&b?c=d%41@example.org";

/** A JSON answer as the staff area's fetch reads it. */
export const answering = (body: unknown) => (async () => ({ ok: true, status: 200, json: async () => body }) as Response) as typeof fetch;

/** Every text and attribute of the rendered tree that carries a character that could disguise text. */
export function disguisedSpots(root: Element): string[] {
  const spots: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (DISGUISING.test(node.textContent ?? "")) spots.push(JSON.stringify(node.textContent));
  for (const element of Array.from(root.querySelectorAll("*"))) {
    for (const attribute of Array.from(element.attributes)) if (DISGUISING.test(attribute.value)) spots.push(`${element.tagName}[${attribute.name}]`);
    if ((element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) && DISGUISING.test(element.value))
      spots.push(`${element.tagName}.value`);
  }
  return spots;
}

/** The title the marker of a hidden character carries, in the fixture's words. */
export const hiddenTitle = (codePoint: string) =>
  String((strings("pt", "forms")["staff"] as Record<string, string>)["hiddenCharacter"]).replace("{{codePoint}}", codePoint);
