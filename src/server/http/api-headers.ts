import type { IncomingMessage } from "node:http";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { isHttps } from "../auth/request-checks";
import { API_CONTENT_SECURITY_POLICY, HSTS_HEADER, NO_STORE, SECURITY_HEADERS, type HeaderMap } from "../../lib/http/response-headers";

/** Every answer of the API: the site's security headers, never cached, and able to do nothing but be read. */
export const API_RESPONSE_HEADERS: HeaderMap = { ...SECURITY_HEADERS, "Cache-Control": NO_STORE, "Content-Security-Policy": API_CONTENT_SECURITY_POLICY };

export function setApiHeaders(req: IncomingMessage, res: { setHeader(name: string, value: string): unknown }): void {
  for (const [name, value] of Object.entries(API_RESPONSE_HEADERS)) {
    // Honoured over HTTPS only (and sent there only, like the pages').
    if (name === HSTS_HEADER && !isHttps(req)) continue;
    res.setHeader(name, value);
  }
}

type Handler = (req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse) => Promise<void>;

/**
 * A handler of src/api/ that sends the API's headers itself: a CDN's rules (`_headers`) apply only
 * to the files it serves, never to a function's answers, so the handler is the one place that
 * reaches every host that runs it.
 */
export function apiHandler(handler: Handler): Handler {
  return async (req, res) => {
    setApiHeaders(req, res);
    await handler(req, res);
  };
}
