import busboy from "busboy";

export interface MultipartForm {
  fields: Record<string, string>;
  file: { field: string; name: string; bytes: Buffer } | null;
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
 * Reads a multipart/form-data body that is already in memory (read within the endpoint's byte limit):
 * its text fields and at most one file. A file over its limit, a second file, or a broken body is an
 * error; a text field over its limit is cut, and then fails the field's own length check.
 */
export function parseMultipart(body: Buffer, contentType: string, limits: MultipartLimits): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        defParamCharset: "utf8",
        limits: { fileSize: limits.fileBytes, files: 1, fields: limits.fields, fieldSize: limits.fieldBytes, parts: limits.fields + 1 },
      });
    } catch {
      reject(new MultipartError("malformed"));
      return;
    }
    const form: MultipartForm = { fields: {}, file: null };
    let problem: MultipartProblem | null = null;
    parser.on("field", (name, value) => {
      if (!(name in form.fields)) form.fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => (problem ??= "fileSize"));
      stream.on("end", () => {
        // An empty file input still sends a part, with no name and no bytes: no file was chosen.
        const bytes = Buffer.concat(chunks);
        if (bytes.length > 0 || info.filename) form.file = { field, name: info.filename ?? "", bytes };
      });
    });
    parser.on("filesLimit", () => (problem ??= "tooManyFiles"));
    parser.on("error", () => reject(new MultipartError("malformed")));
    parser.on("close", () => (problem ? reject(new MultipartError(problem)) : resolve(form)));
    parser.end(body);
  });
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
 * parseMultipart's, so a handler answers the same whichever way the form reached it.
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
  return { fields, file: file ? { field: file.fieldname, name: file.originalname, bytes: file.buffer } : null };
}
