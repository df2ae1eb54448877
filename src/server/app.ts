import http, { type Server } from "node:http";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { answerClientError, answerDefaults } from "./http/answer-defaults";
import { apiRoutes, type ApiModule } from "./http/api-routes";
import { canonicalPaths } from "./http/canonical-path";
import { HttpError, sendJsonError } from "./http/json-error";
import { closeAfterAnswer } from "./http/refuse-body";
import { refuseAmbiguousRequests } from "./http/request-framing";
import { readSiteRules } from "./http/site-rules";
import { staticSite } from "./http/static-site";

/** Longer addresses are refused: no page has one, and a long URL only costs memory and log space. */
export const MAX_URL_LENGTH = 2048;

export interface AppOptions {
  publicDir: string;
  api: Readonly<Record<string, ApiModule>>;
}

/**
 * The message a client gets for an error: its own if it was meant for the client (ours, or a 4xx from
 * the static file middleware, such as a malformed path), never internals.
 */
function describe(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  const status = typeof error === "object" && error !== null ? Number((error as { status?: unknown }).status) : NaN;
  if (status >= 400 && status < 500) return { status, message: status === 404 ? "not found" : "the request could not be read" };
  return { status: 500, message: "something went wrong on the server; nothing was stored" };
}

/** The production site: the built pages with their headers and redirects, and the API handlers. */
export function createApp(options: AppOptions): express.Express {
  const rules = readSiteRules(options.publicDir);
  const app = express();
  app.disable("x-powered-by");
  // Express 5's simple parser: repeated or nested keys never become objects a handler does not expect.
  app.set("query parser", "simple");
  // `/API/…` is not `/api/…`: one spelling of a path reaches a handler (see canonicalPaths).
  app.set("case sensitive routing", true);

  app.use(answerDefaults(rules));
  app.use(refuseAmbiguousRequests());
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.originalUrl.length > MAX_URL_LENGTH) {
      sendJsonError(res, 414, { error: `the address is longer than ${MAX_URL_LENGTH} characters` });
      return;
    }
    next();
  });
  app.use(canonicalPaths());
  app.use(compression());
  app.use("/api", apiRoutes(options.api));
  app.use(staticSite(options.publicDir, rules));

  // Express recognises an error handler by its four parameters.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, message } = describe(error);
    // A refusal on purpose (a full pool of bodies in reading: 503) is no failure to log.
    if (status >= 500 && !(error instanceof HttpError)) console.error(`${req.method} ${req.path}:`, error);
    // A body refused part-way is not read any further: the connection is closed instead.
    if (status === 413 || status === 415) closeAfterAnswer(req, res);
    sendJsonError(res, status, { error: message });
  });
  return app;
}

/**
 * Slow clients cannot hold connections open forever: a request's headers must arrive within 20 s and
 * the whole request within 60 s. Node checks those limits every `connectionsCheckingInterval` (30 s
 * by default), so a body dribbled a byte a second was answered only after 90 s; checked every second,
 * it is answered 408 within a second of its 60.
 */
export const REQUEST_LIMITS = { requestTimeout: 60_000, headersTimeout: 20_000, connectionsCheckingInterval: 1_000 } as const;

/** Starts listening; resolves once the port is open. */
export function listen(app: express.Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer({ ...REQUEST_LIMITS }, app);
    server.on("clientError", answerClientError);
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
