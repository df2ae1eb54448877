import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { MAX_BODY_BYTES, parseVitalsReport } from "../lib/vitals/vitals-report";
import { database } from "../server/data/open-database";
import { storeVitalsReport, type StoreVerdict } from "../server/data/vitals-store";
import { apiHandler } from "../server/http/api-headers";
import { clientAddress } from "../server/auth/request-checks";
import { RefusedSenders, senderOf } from "../server/spam/sender-quota";

/**
 * POST /api/vitals: one web-vitals report per request, fire and forget. An accepted report is stored
 * in the database (`npm run vitals:report` summarizes them) before the 204 answer. Errors are JSON:
 * 400 malformed, 403 cross-site, 405 method, 413 too large, 429 this sender's share of the day
 * taken (VITALS_PER_SENDER, counted in the database), 507 store full, 503 store unreachable. No cookie is read or set and
 * nothing is sent back.
 */

// Every body arrives raw (sendBeacon sends a Blob, fetch may send text), so this function alone
// decides what is malformed, and the limit stops reading a body as soon as it is passed.
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { raw: { type: "*/*", limit: MAX_BODY_BYTES } },
};
// Exported under a string name on purpose. Gatsby's query extractor reads every file under src/ and
// takes an `export const config` for a page's DSG/SSR config, which makes `gatsby build` bundle
// rendering engines (whose validation then fails on sharp's native module). It matches identifiers
// only (gatsby/dist/query/file-parser.js, findApiExport); the functions bundler sees `config` either way.
export { functionConfig as "config" };
// A beacon may come without an Origin; the handler refuses only what a browser marks as another site's.
export const takesCrossSiteRequests = true;

const refused = new RefusedSenders();

function refuseShare(res: GatsbyFunctionResponse, retryAfterSeconds: number): void {
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(429).json({ error: "this address has sent its share of reports for today" });
}

async function vitals(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    res.status(405).json({ error: "use POST" });
    return;
  }
  // Reports come from the site's own pages; a browser says when another site sends one.
  if (req.headers["sec-fetch-site"] === "cross-site") {
    res.status(403).json({ error: "reports are accepted from the site's own pages only" });
    return;
  }
  const result = parseVitalsReport(Buffer.isBuffer(req.body) ? req.body.toString("utf8") : req.body);
  if (!result.ok) {
    res.status(400).json({ error: result.error });
    return;
  }
  const sender = senderOf(clientAddress(req));
  const knownRefused = refused.retryAfterSeconds(sender);
  if (knownRefused !== null) {
    refuseShare(res, knownRefused);
    return;
  }
  let verdict: StoreVerdict;
  try {
    verdict = await storeVitalsReport(await database(), result.report, sender);
  } catch (error) {
    console.error("vitals: the report could not be stored:", error);
    res.status(503).json({ error: "the report could not be stored" });
    return;
  }
  if (!verdict.stored && verdict.reason === "share") {
    refused.remember(sender, verdict.retryAfterSeconds);
    refuseShare(res, verdict.retryAfterSeconds);
    return;
  }
  if (!verdict.stored) {
    res.status(507).json({ error: "the report store is full" });
    return;
  }
  res.status(204).end();
}

export default apiHandler(vitals);
