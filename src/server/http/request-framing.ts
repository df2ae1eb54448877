import type { NextFunction, Request, Response } from "express";
import { sendJsonError } from "./json-error";
import { closeAfterAnswer } from "./refuse-body";

/**
 * What makes a request ambiguous before any rule looks at it (RFC 9112 §3.2 and §2.3), each answered
 * 400 with the connection closed, since what else the client sent on it cannot be trusted either:
 * - two Host headers: a proxy in front may route by one and this server read the other, which is how
 *   requests are smuggled past a proxy's rules;
 * - no HTTP version in the request line (HTTP/0.9's form): no client of this century sends it, and it
 *   has no headers, so none of the site's rules (origin, limits) could apply.
 */
export function requestFramingProblem(req: Request): string | undefined {
  if (req.httpVersionMajor !== 1) return "the request line must end with its HTTP version (HTTP/1.1)";
  let hosts = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2) if (req.rawHeaders[index]?.toLowerCase() === "host") hosts += 1;
  if (hosts > 1) return "the request has more than one Host header";
  return undefined;
}

export function refuseAmbiguousRequests() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const problem = requestFramingProblem(req);
    if (!problem) return next();
    closeAfterAnswer(req, res);
    sendJsonError(res, 400, { error: problem });
  };
}
