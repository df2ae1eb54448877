import { escapeHtml } from "../../lib/format/html-text";
import { FORM_ENDPOINTS } from "../../lib/forms/endpoints";
import { LEAVE_FORM } from "../../lib/forms/newsletter";
import { formStartTag, scriptFreePage } from "../http/form-page";

/**
 * The built newsletter page answered to an unsubscribe link: its question before leaving the list
 * shown, and its form posting back with the link's token. Null when the page has no such form.
 */
export function leavePage(pageHtml: string, token: string): string | null {
  const start = formStartTag(pageHtml, "id", LEAVE_FORM.id);
  if (!start) return null;
  const action = `${FORM_ENDPOINTS.newsletterUnsubscribe}?token=${encodeURIComponent(token)}`;
  const tag = start[0].replace(`action="${FORM_ENDPOINTS.newsletterUnsubscribe}"`, `action="${escapeHtml(action)}" data-returned=""`);
  if (tag === start[0]) return null;
  return scriptFreePage(pageHtml.slice(0, start.index) + tag + pageHtml.slice(start.index + start[0].length));
}
