import { checkEmail } from "../../lib/forms/forms";
import { site } from "../content/site";
import { addressSetting, ConfigError, runtimeEnv, type Env } from "../runtime-env";

/**
 * SITE_URL: the address links in e-mails lead to (a staging host, a test server); by default the
 * site's own, from site.json. Never taken from a request, whose Host header anyone can write.
 */
export function siteAddress(env: Env = globalThis.process.env): string {
  const raw = runtimeEnv("SITE_URL", env);
  return (raw ? addressSetting("SITE_URL", raw, ["https", "http"]) : site().siteUrl).replace(/\/$/, "");
}

/**
 * LODGE_INBOX: the lodge's address for mail (enquiries go there, guests' replies too); by default
 * site.json's contact e-mail. Unset both: none, and enquiries are in the staff area only. Either is
 * one address by the guests' rule (checkEmail), never a list or a mailto with parameters.
 */
export function lodgeInbox(env: Env = globalThis.process.env): string | undefined {
  const inbox = runtimeEnv("LODGE_INBOX", env);
  if (inbox !== undefined && checkEmail(inbox)) throw new ConfigError(`LODGE_INBOX must be an e-mail address, got "${inbox}"`);
  const { email } = site();
  if (inbox === undefined && email && checkEmail(email)) {
    throw new ConfigError(`LODGE_INBOX is unset and site.json's email, its default, is not an e-mail address: "${email}"`);
  }
  return inbox ?? (email || undefined);
}
