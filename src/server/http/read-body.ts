import type { IncomingMessage, ServerResponse } from "node:http";
import typeIs from "type-is";
import type { GatsbyFunctionConfig } from "gatsby";
import { readGuarded, refuseDeclaredLength } from "./guarded-body";
import { HttpError } from "./json-error";
import { UnreadBody } from "./unread-body";

/** Gatsby's limit when a function does not set one: 100 KB. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** A body-parser style limit ("100kb", 2048) in bytes. */
export function limitBytes(limit: string | number | undefined): number {
  if (limit === undefined) return DEFAULT_BODY_LIMIT;
  if (typeof limit === "number") return limit;
  const match = /^(\d+)\s*(b|kb|mb)$/i.exec(limit.trim());
  if (!match) throw new Error(`unreadable body limit "${limit}"`);
  return Number(match[1]) * (UNITS[(match[2] ?? "b").toLowerCase()] ?? 1);
}

/**
 * The body as Gatsby's function runtime gives it to a handler, by the handler's parser settings:
 * raw (a Buffer), text (a string), urlencoded (an object of strings) or JSON (parsed). A body no
 * parser takes is left undefined for the handler to refuse. The limit is the largest one configured.
 * One difference: a multipart body (which Gatsby would read whole into memory) is an UnreadBody, that
 * its handler streams to disk. Every body is read through openBody: bounded in size, in how many are
 * read at once, and in how long it may stall.
 */
export async function parseBody(req: IncomingMessage, res: ServerResponse, config: GatsbyFunctionConfig | undefined): Promise<unknown> {
  const parsers = config?.bodyParser ?? {};
  // A declared empty body (fetch sends "Content-Length: 0" with a bodiless PUT) is no body.
  if (!typeIs.hasBody(req) || req.headers["content-length"] === "0") return undefined;
  // Multipart bodies only where a handler names them (its raw parser's type), never through "*/*".
  if (typeIs(req, ["multipart/*"]) && !typeIs.is(parsers.raw?.type ?? "", ["multipart/*"])) throw new HttpError(415, "multipart bodies are not accepted here");
  const kinds: Array<["raw" | "text" | "urlencoded" | "json", string]> = [
    ["raw", parsers.raw?.type ?? "application/octet-stream"],
    ["text", parsers.text?.type ?? "text/plain"],
    ["urlencoded", parsers.urlencoded?.type ?? "application/x-www-form-urlencoded"],
    ["json", parsers.json?.type ?? "application/json"],
  ];
  const kind = kinds.find(([, type]) => typeIs(req, [type]))?.[0];
  // Refused from the headers: reading a body no parser takes would only cost time and memory.
  if (!kind) throw new HttpError(415, `this endpoint does not accept ${req.headers["content-type"] ?? "bodies without a Content-Type"}`);
  const limit = limitBytes(parsers[kind]?.limit);
  refuseDeclaredLength(req, res, limit);
  if (kind === "raw" && typeIs(req, ["multipart/*"])) return new UnreadBody(req, res, limit);
  const bytes = await readGuarded(req, res, limit);
  if (kind === "raw") return bytes;
  const text = bytes.toString("utf8");
  if (kind === "text") return text;
  if (kind === "urlencoded") return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "the request body is not valid JSON");
  }
}
