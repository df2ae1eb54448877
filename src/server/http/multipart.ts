import fs from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { GatsbyFunctionRequest } from "gatsby";
import { newTempFile, removeTempFile, uploadTempFolder } from "../storage/upload-temp";
import { HttpError } from "./json-error";
import { UnreadBody } from "./unread-body";

/** A form's file: its bytes (from a host that read them into memory) or the temporary file they were written to. */
export interface FormFile {
  field: string;
  name: string;
  size: number;
  data: Buffer | { path: string };
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: FormFile | null;
}

export type MultipartProblem = "fileSize" | "malformed" | "tooManyFiles";

export class MultipartError extends Error {
  constructor(readonly problem: MultipartProblem) {
    super(problem);
  }
}

export interface MultipartLimits {
  fileBytes: number;
  /** Longest text field, in bytes. */
  fieldBytes: number;
  fields: number;
}

/**
 * Reads a multipart/form-data body as it arrives: its text fields into memory (each within its limit)
 * and at most one file, streamed to a new temporary file in `folder`, so an upload costs disk while it
 * arrives, never memory. A file over its limit, a second file, or a broken body is a MultipartError; an
 * error of the body itself (too large, stalled, cut off: an HttpError) or of the disk is passed on as
 * it is. On every error the temporary file is removed before this returns; on success the caller
 * removes it.
 */
export async function receiveMultipart(body: Readable, contentType: string, limits: MultipartLimits, folder: string): Promise<MultipartForm> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fileSize: limits.fileBytes, files: 1, fields: limits.fields, fieldSize: limits.fieldBytes, parts: limits.fields + 1 },
    });
  } catch {
    body.destroy();
    throw new MultipartError("malformed");
  }
  const form: MultipartForm = { fields: {}, file: null };
  let problem: MultipartProblem | null = null;
  let tempFile: string | null = null;
  let written: Promise<void> = Promise.resolve();
  let writeFailure: Error | null = null;
  parser.on("field", (name, value) => {
    if (!(name in form.fields)) form.fields[name] = value;
  });
  parser.on("file", (field, stream, info) => {
    const file = (tempFile = newTempFile(folder));
    let size = 0;
    stream.on("data", (chunk: Buffer) => (size += chunk.length));
    stream.on("limit", () => (problem ??= "fileSize"));
    written = pipeline(stream, fs.createWriteStream(file, { flags: "wx", mode: 0o600 })).then(() => {
      // An empty file input still sends a part, with no name and no bytes: no file was chosen.
      if (size > 0 || info.filename) form.file = { field, name: info.filename ?? "", size, data: { path: file } };
    });
    // Settled here too, so a failure (a full disk) is never an unhandled rejection: it stops the parse.
    written.catch((error: unknown) => {
      writeFailure ??= error instanceof Error ? error : new Error(String(error));
      parser.destroy(writeFailure);
    });
  });
  parser.on("filesLimit", () => (problem ??= "tooManyFiles"));
  try {
    await pipeline(body, parser);
    await written;
  } catch (error) {
    // The file is removed once nothing writes to it any more, so no late write can bring it back.
    await written.catch(() => undefined);
    if (tempFile) await removeTempFile(tempFile);
    // The body's own failure first (a stalled body also ends its file early), then the server's, then the form's.
    if (error instanceof HttpError) throw error;
    throw writeFailure ?? new MultipartError("malformed");
  }
  if (problem || (tempFile && !form.file)) {
    if (tempFile) await removeTempFile(tempFile);
    if (problem) throw new MultipartError(problem);
  }
  return form;
}

/** A file as a function host's own form reader (multer, in Gatsby's function wrapper) leaves it on the request. */
interface HostParsedFile {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
}

const isHostParsedFile = (value: unknown): value is HostParsedFile =>
  typeof value === "object" && value !== null && Buffer.isBuffer((value as HostParsedFile).buffer) && typeof (value as HostParsedFile).fieldname === "string";

/**
 * The same form from a body a function host already read: Gatsby's function wrapper (on Netlify, and
 * in `gatsby develop`) parses every multipart body itself before the handler runs, into text fields
 * (`req.body`) and files (`req.files`), with no limits of its own. The limits and refusals here are
 * receiveMultipart's, so a handler answers the same whichever way the form reached it.
 */
export function multipartFromHost(body: unknown, files: unknown, limits: MultipartLimits): MultipartForm {
  if (typeof body !== "object" || body === null || !Array.isArray(files) || !files.every(isHostParsedFile)) throw new MultipartError("malformed");
  if (files.length > 1) throw new MultipartError("tooManyFiles");
  const entries = Object.entries(body);
  if (entries.length > limits.fields) throw new MultipartError("malformed");
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") fields[name] = Buffer.from(first).subarray(0, limits.fieldBytes).toString("utf8");
  }
  const [file] = files;
  if (file && file.buffer.length > limits.fileBytes) throw new MultipartError("fileSize");
  return { fields, file: file ? { field: file.fieldname, name: file.originalname, size: file.buffer.length, data: file.buffer } : null };
}

/** A request's form: streamed to a temporary file by this server, or as a function host already read it. */
export async function readMultipartRequest(req: GatsbyFunctionRequest<unknown>, contentType: string, limits: MultipartLimits): Promise<MultipartForm> {
  if (req.body instanceof UnreadBody) return receiveMultipart(req.body.open(), contentType, limits, await uploadTempFolder());
  return multipartFromHost(req.body, (req as { files?: unknown }).files, limits);
}

/** Removes a form's temporary file, if the form has one (a host's form is in memory). */
export async function removeFormFile(form: MultipartForm): Promise<void> {
  if (form.file && !Buffer.isBuffer(form.file.data)) await removeTempFile(form.file.data.path);
}
