import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { MAX_BODY_BYTES, MAX_STORE_BYTES, parseVitalsReport } from "../lib/vitals/vitals-report";

/**
 * POST /api/vitals: one web-vitals report per request, fire and forget. Accepted reports are
 * appended as JSON lines to `<VITALS_DATA_DIR or data/>/vitals.jsonl`; `npm run vitals:report` reads them.
 * Answers 204, or 400/403/405/507 with a JSON error (500 if the file cannot be written). No cookie is
 * read or set and nothing is sent back.
 */

// Every body arrives raw (sendBeacon sends a Blob, fetch may send text), so this function alone
// decides what is malformed or too large and always answers in JSON.
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { raw: { type: "*/*", limit: "1mb" } },
};
// Exported under a string name on purpose. Gatsby's query extractor reads every file under src/ and
// takes an `export const config` for a page's DSG/SSR config, which makes `gatsby build` bundle
// rendering engines (whose validation then fails on sharp's native module). It matches identifiers
// only (gatsby/dist/query/file-parser.js, findApiExport); the functions bundler sees `config` either way.
export { functionConfig as "config" };

export function vitalsFile(): string {
  // Read at run time: Gatsby's functions bundler replaces `process.env.X` with its value at build time.
  const dataDir = globalThis.process.env["VITALS_DATA_DIR"];
  return path.resolve(dataDir && dataDir !== "" ? dataDir : "data", "vitals.jsonl");
}

export default async function vitals(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    res.status(405).json({ error: "use POST" });
    return;
  }
  // Raw bodies arrive as a Buffer; the size is checked on the bytes before any parsing.
  if (Buffer.isBuffer(req.body) && req.body.length > MAX_BODY_BYTES) {
    res.status(400).json({ error: `body larger than ${MAX_BODY_BYTES} bytes` });
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
  const file = vitalsFile();
  try {
    const size = await fs.stat(file).then(
      (stats) => stats.size,
      () => 0,
    );
    // A flood of valid-looking reports must not fill the disk: past the cap, new ones are refused.
    if (size >= MAX_STORE_BYTES) {
      res.status(507).json({ error: "the report store is full" });
      return;
    }
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.appendFile(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...result.report })}\n`);
  } catch {
    res.status(500).json({ error: "the report could not be stored" });
    return;
  }
  res.status(204).end();
}
