import { parse as parseCookies } from "cookie";
import express, { type NextFunction, type Request, type Response } from "express";
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { sendJsonError } from "./json-error";
import typeIs from "type-is";
import { crossSiteProblem } from "../auth/request-checks";
import { parseBody } from "./read-body";
import { closeAfterAnswer } from "./refuse-body";
import { setApiHeaders } from "./api-headers";

/** A handler of src/api/ as Gatsby's function runtime and CDN adapters call it. */
export type ApiHandler = (req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse) => unknown;

export interface ApiModule {
  default: ApiHandler;
  config?: GatsbyFunctionConfig;
  /**
   * True for a handler that answers requests from other sites (a mail program's one-click unsubscribe,
   * a browser's web-vitals beacon) by rules of its own. Every other handler refuses such a request
   * before it looks at the body, so its body is not read at all.
   */
  takesCrossSiteRequests?: boolean;
}

/** A body its handler will not read: another site's request to an endpoint that takes only the site's own. */
function bodyNotWorthReading(req: Request, module: ApiModule): boolean {
  return typeIs.hasBody(req) && module.takesCrossSiteRequests !== true && crossSiteProblem(req) !== null;
}

/**
 * Mounts each handler once at /api/<name>. The handlers are the same modules Gatsby deploys as
 * functions; this only gives them the request Gatsby would (parsed cookies and body), no fork of them,
 * except that an upload's body is left for its handler to stream to disk (parseBody), and that
 * another site's body is not read for a handler that refuses other sites (takesCrossSiteRequests).
 */
export function apiRoutes(modules: Readonly<Record<string, ApiModule>>): express.Router {
  // Case-sensitive like the app's mount at /api, and strict: `/api/vitals/` is not `/api/vitals`. One
  // spelling reaches a handler, so no rule keyed on a path can be passed by writing it another way.
  const router = express.Router({ caseSensitive: true, strict: true });
  // The handlers send these themselves; this covers the router's own answers (an unknown endpoint).
  router.use((req: Request, res: Response, next: NextFunction) => {
    setApiHeaders(req, res);
    next();
  });
  for (const [name, module] of Object.entries(modules)) {
    const handler = module.default;
    router.all(`/${name}`, async (req: Request, res: Response, next: NextFunction) => {
      const functionRequest = req as unknown as GatsbyFunctionRequest<unknown>;
      try {
        if (bodyNotWorthReading(req, module)) {
          // Refused from the headers, like an oversized body: the handler's 403, and the connection closed unread.
          closeAfterAnswer(req, res);
          functionRequest.body = undefined;
        } else {
          functionRequest.body = await parseBody(req, res, module.config);
        }
        functionRequest.cookies = parseCookies(req.headers.cookie ?? "") as Record<string, string>;
        functionRequest.params = {};
        await handler(functionRequest, res as unknown as GatsbyFunctionResponse);
      } catch (error) {
        next(error);
      }
    });
  }
  router.use((req: Request, res: Response) => sendJsonError(res, 404, { error: `no API endpoint at ${req.baseUrl}${req.path}` }));
  return router;
}
