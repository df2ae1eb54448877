import type { ServerResponse } from "node:http";
import { API_CONTENT_SECURITY_POLICY, NO_STORE } from "../../lib/http/response-headers";

/** The one shape of every error the server and its handlers answer: `{ "error": "…" }`. */
export interface ErrorBody {
  error: string;
  /** Seconds until a throttled request may be tried again. */
  retryAfter?: number;
}

/** Writes a JSON error with plain Node calls, so it works before and outside any framework. */
export function sendJsonError(res: ServerResponse, status: number, body: ErrorBody, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(payload));
  res.setHeader("Cache-Control", NO_STORE);
  res.setHeader("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(payload);
}

/** An error a handler or middleware throws on purpose: its status and message reach the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
