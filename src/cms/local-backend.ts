import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { collections } from "../content/collections";
import { filesUnder } from "../lib/files/files-under";
import { loadContent } from "../content/load-content";
import { ContentValidationError } from "../content/problems";
import { LANGUAGES } from "../lib/i18n/languages";

/**
 * The CMS's backend on an editor's own machine: Decap's "proxy" protocol (one POST endpoint whose body
 * names an action), answered from the working copy. It differs from Decap's own decap-server in what
 * protects the content: it writes only the site's content files and media folders; it checks the
 * whole content as the build will (schemas and cross-file checks, with the edit and its new images in
 * place) before writing anything, and refuses the save with the problems otherwise; it writes each
 * file atomically; and it answers only pages of its own origin.
 */

export const MEDIA_FOLDERS = ["content/images", "content/documents"] as const;
const MEDIA_FILE = /^content\/(images|documents)\/[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png|webp|avif|pdf|csv|txt)$/;
/** An image as base64 in JSON: a photo of up to 15 MB. */
export const REQUEST_LIMIT = "20mb";

const dataFiles = new Set<string>(Object.values(collections).map(({ file }) => `content/${file}`));

function isDataFile(relative: string): boolean {
  if (dataFiles.has(relative)) return true;
  const locale = /^content\/locales\/([a-z]+)\/([A-Za-z0-9-]+)\.json$/.exec(relative);
  return locale !== null && (LANGUAGES as readonly string[]).includes(locale[1] as string);
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A repository path the backend may touch, as an absolute path; anything else is refused. */
function allowedPath(repoDir: string, relative: unknown, kind: "data" | "media" | "either"): string {
  if (typeof relative !== "string" || relative.includes("\0") || relative.includes("\\")) throw new Refusal(400, "expected a repository path");
  const normal = path.posix.normalize(relative);
  if (normal !== relative || normal.startsWith("/") || normal.split("/").includes("..")) throw new Refusal(403, `not a content path: ${relative}`);
  const ok = (kind !== "media" && isDataFile(normal)) || (kind !== "data" && MEDIA_FILE.test(normal));
  if (!ok) throw new Refusal(403, `the CMS may not write or read ${relative}`);
  return path.join(repoDir, normal);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function readEntry(repoDir: string, relative: string, label?: string) {
  const file = allowedPath(repoDir, relative, "data");
  try {
    const bytes = fs.readFileSync(file);
    return { data: bytes.toString("utf8"), file: { path: relative, label, id: sha256(bytes) } };
  } catch {
    return { data: null, file: { path: relative, label, id: null } };
  }
}

/**
 * Decap looks a picture up in the media folder by its file name alone, so the pictures the content
 * keeps in subfolders (images/rooms/…) are found by name there, when that name is unique.
 */
function findMedia(repoDir: string, relative: string): string {
  const file = allowedPath(repoDir, relative, "media");
  if (fs.existsSync(file)) return file;
  const folder = MEDIA_FOLDERS.find((candidate) => relative.startsWith(`${candidate}/`));
  const name = path.posix.basename(relative);
  const matches = folder ? filesUnder(path.join(repoDir, folder), (candidate) => candidate === name) : [];
  if (matches.length !== 1) throw new Refusal(404, `no such file: ${relative}`);
  return matches[0] as string;
}

function readMedia(repoDir: string, relative: string) {
  const bytes = fs.readFileSync(findMedia(repoDir, relative));
  return { id: sha256(bytes), content: bytes.toString("base64"), encoding: "base64", path: relative, name: path.posix.basename(relative) };
}

function listMedia(repoDir: string, folder: unknown): string[] {
  if (typeof folder !== "string" || !(MEDIA_FOLDERS as readonly string[]).includes(folder.replace(/^\/|\/$/g, "")))
    throw new Refusal(403, `not a media folder: ${String(folder)}`);
  const dir = path.join(repoDir, folder.replace(/^\/|\/$/g, ""));
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${folder.replace(/^\/|\/$/g, "")}/${entry.name}`)
    .filter((relative) => MEDIA_FILE.test(relative));
}

/** Writes through a temporary file and a rename, so a crash leaves the old file or the new one, never half of one. */
function writeAtomically(file: string, bytes: Buffer | string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
}

interface PendingFile {
  relative: string;
  bytes: Buffer;
}

/**
 * Loads the content as the build would with `pending` written over it, without touching the working
 * copy: a scratch content folder links every existing file and holds the pending ones.
 */
function problemsWith(repoDir: string, pending: readonly PendingFile[], removed: readonly string[] = []): string | null {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cms-check-"));
  try {
    const contentDir = path.join(repoDir, "content");
    fs.cpSync(contentDir, path.join(scratch, "content"), { recursive: true, filter: (source) => !source.startsWith(path.join(contentDir, "schemas")) });
    for (const file of pending) {
      const target = path.join(scratch, file.relative);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.bytes);
    }
    for (const relative of removed) fs.rmSync(path.join(scratch, relative), { force: true });
    loadContent(path.join(scratch, "content"));
    return null;
  } catch (error) {
    if (error instanceof ContentValidationError) return error.message;
    throw error;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

interface DataFileParam {
  path: string;
  raw: string;
  newPath?: string;
}
interface AssetParam {
  path: string;
  content: string;
  encoding: string;
}

function persistEntry(repoDir: string, params: Record<string, unknown>): void {
  const entry = params.entry as DataFileParam | undefined;
  const files = (Array.isArray(params.dataFiles) ? params.dataFiles : entry ? [entry] : []) as DataFileParam[];
  const assets = (Array.isArray(params.assets) ? params.assets : []) as AssetParam[];
  if (files.length === 0) throw new Refusal(400, "nothing to save");
  const pending: PendingFile[] = [];
  for (const file of files) {
    allowedPath(repoDir, file.path, "data");
    if (file.newPath !== undefined && file.newPath !== file.path) throw new Refusal(403, "content files keep their names");
    if (typeof file.raw !== "string") throw new Refusal(400, `expected the text of ${file.path}`);
    try {
      JSON.parse(file.raw);
    } catch {
      throw new Refusal(422, `${file.path} would not be valid JSON`);
    }
    pending.push({ relative: file.path, bytes: Buffer.from(file.raw, "utf8") });
  }
  for (const asset of assets) {
    allowedPath(repoDir, asset.path, "media");
    if (asset.encoding !== "base64" || typeof asset.content !== "string") throw new Refusal(400, `expected ${asset.path} as base64`);
    pending.push({ relative: asset.path, bytes: Buffer.from(asset.content, "base64") });
  }
  const problems = problemsWith(repoDir, pending);
  if (problems) throw new Refusal(422, problems);
  // Media first: a data file never points at an image that is not there yet.
  for (const file of [...pending].sort((a, b) => Number(isDataFile(a.relative)) - Number(isDataFile(b.relative)))) {
    writeAtomically(path.join(repoDir, file.relative), file.bytes);
  }
}

function answer(repoDir: string, action: unknown, params: Record<string, unknown>): unknown {
  switch (action) {
    case "info":
      return { repo: path.basename(repoDir), publish_modes: ["simple"], type: "local_fs" };
    case "entriesByFiles": {
      const files = Array.isArray(params.files) ? (params.files as Array<{ path: unknown; label?: string }>) : [];
      return files.map((file) => readEntry(repoDir, String(file.path), file.label));
    }
    case "getEntry":
      return readEntry(repoDir, String(params.path));
    case "entriesByFolder":
      // Every collection is a file collection: there is no folder of entries to list.
      return [];
    case "persistEntry":
      persistEntry(repoDir, params);
      return { message: "entry persisted" };
    case "getMedia":
      return listMedia(repoDir, params.mediaFolder).map((relative) => readMedia(repoDir, relative));
    case "getMediaFile":
      return readMedia(repoDir, String(params.path));
    case "persistMedia": {
      const asset = params.asset as AssetParam | undefined;
      if (!asset || asset.encoding !== "base64" || typeof asset.content !== "string") throw new Refusal(400, "expected a base64 file");
      writeAtomically(allowedPath(repoDir, asset.path, "media"), Buffer.from(asset.content, "base64"));
      return readMedia(repoDir, asset.path);
    }
    case "deleteFile":
    case "deleteFiles": {
      const paths = action === "deleteFile" ? [params.path] : Array.isArray(params.paths) ? params.paths : [];
      // Only media may go (a content file is the site's structure, removed by a developer), and only
      // media no entry uses: the build would stop at a picture that is not there.
      const files = paths.map((relative) => allowedPath(repoDir, relative, "media"));
      const problems = problemsWith(repoDir, [], paths as string[]);
      if (problems) throw new Refusal(422, problems);
      files.forEach((file) => fs.rmSync(file, { force: true }));
      return { message: "deleted" };
    }
    case "getDeployPreview":
      return null;
    default:
      throw new Refusal(422, `unknown action ${String(action)}`);
  }
}

/**
 * The backend's routes: POST /api/v1 with `{ action, params }`. Only a JSON body from a page of
 * `allowedOrigin` is answered: a JSON content type cannot be sent across sites without the browser
 * asking first, and a request that names another origin is refused.
 */
export function localBackend(options: { repoDir: string; allowedOrigins: readonly string[] }): express.Router {
  const router = express.Router();
  router.post("/api/v1", express.json({ limit: REQUEST_LIMIT, strict: true }), (req, res) => {
    const origin = req.get("origin");
    if (origin !== undefined && !options.allowedOrigins.includes(origin)) {
      res.status(403).json({ error: `requests from ${origin} are not accepted` });
      return;
    }
    if (!req.is("application/json")) {
      res.status(415).json({ error: "expected a JSON body" });
      return;
    }
    const body = req.body as { action?: unknown; params?: unknown };
    const params = typeof body.params === "object" && body.params !== null ? (body.params as Record<string, unknown>) : {};
    try {
      res.json(answer(options.repoDir, body.action, params));
    } catch (error) {
      if (error instanceof Refusal) res.status(error.status).json({ error: error.message });
      else {
        console.error(error);
        res.status(500).json({ error: error instanceof Error ? error.message : "the backend failed" });
      }
    }
  });
  // A body that is not JSON, or over the limit: said in JSON like every other refusal.
  router.use((error: { status?: number; message?: string }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const status = typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    res
      .status(status)
      .json({ error: status === 413 ? `the request is over ${REQUEST_LIMIT}` : status === 400 ? "the request is not valid JSON" : "the backend failed" });
  });
  return router;
}
