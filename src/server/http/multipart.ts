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
