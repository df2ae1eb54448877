import type { IncomingMessage, ServerResponse } from "node:http";
import { Transform, type Readable } from "node:stream";
import { clientAddress } from "../auth/request-checks";
import { FORM_SLOTS, slotPool, UPLOAD_SLOTS, type SlotPool } from "./body-slots";
import { HttpError } from "./json-error";
import { closeAfterAnswer } from "./refuse-body";

/**
 * A body that sends no byte for this long has stalled: it is answered 408 and its connection closed.
 * A phone that loses its signal for longer has mostly lost the connection too, and the form can be sent
 * again; a client that stalls on purpose holds its slot for no longer than this.
 */
export const BODY_STALL_MS = 15_000;

/** Seconds a client refused for want of a slot is asked to wait: a slot frees within a stall at most. */
export const BUSY_RETRY_AFTER_S = Math.ceil(BODY_STALL_MS / 1000);

/** The two pools of bodies in reading, one per process: uploads (to disk) and everything else (to memory). */
export const BODY_POOLS = { uploads: slotPool(UPLOAD_SLOTS), forms: slotPool(FORM_SLOTS) } as const satisfies Record<string, SlotPool>;

export type BodyPool = keyof typeof BODY_POOLS;

const tooLarge = (limit: number) => new HttpError(413, `the request body is larger than ${limit} bytes`);

/**
 * Refuses, before a byte of the body is read, a body whose declared length (Content-Length) is over
 * the limit: a chunked body, which declares none, is counted as it arrives instead.
 */
export function refuseDeclaredLength(req: IncomingMessage, res: ServerResponse, limit: number): void {
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (declared > limit) {
    closeAfterAnswer(req, res);
    throw tooLarge(limit);
  }
}

/**
 * A slot in the pool for a body still arriving, or a refusal thrown (429 when its address already has
 * its share, 503 when the pool is full, both with Retry-After) and the connection closed after it. A
 * body already received whole (a small one that came with its headers) waits on no client: it needs no slot.
 */
function takeSlot(req: IncomingMessage, res: ServerResponse, pool: BodyPool): () => void {
  if (req.complete) return () => undefined;
  const slot = BODY_POOLS[pool].take(clientAddress(req));
  if (slot.ok) return slot.release;
  res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_S));
  closeAfterAnswer(req, res);
  throw new HttpError(slot.status, slot.message);
}

const stalledError = () => new HttpError(408, `no part of the request body arrived for ${BODY_STALL_MS / 1000} seconds`);
const cutOffError = () => new HttpError(400, "the request body was cut off before its end");

/**
 * Starts reading a request's body as a stream (an upload's), within its bounds: a slot in its pool
 * while it arrives (takeSlot, before any of the body is read), `limit` bytes (413 the moment it is
 * passed), and BODY_STALL_MS without a byte (408). Each refusal closes the connection after its
 * answer instead of reading on. The slot is given back when the body has been read, fails, or the
 * exchange ends, whichever comes first.
 */
export function openBody(req: IncomingMessage, res: ServerResponse, limit: number, pool: BodyPool): Readable {
  refuseDeclaredLength(req, res, limit);
  const release = takeSlot(req, res, pool);

  let received = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > limit ? tooLarge(limit) : null, chunk);
    },
  });
  let timer: NodeJS.Timeout | undefined;
  const stalled = () => guard.destroy(stalledError());
  // The clock runs only while the server waits for the client: not while its own reader holds back.
  const arm = () => (timer ? timer.refresh() : (timer = setTimeout(stalled, BODY_STALL_MS)));
  const disarm = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const onData = () => arm();
  const onError = (error: Error) => guard.destroy(new HttpError(400, `the request body could not be read (${error.message})`));
  const onClose = () => {
    if (!req.complete) guard.destroy(cutOffError());
  };
  const onAnswered = () => guard.destroy(new HttpError(400, "the exchange ended before the request body was read"));
  req.on("data", onData);
  req.on("pause", disarm);
  req.on("resume", arm);
  req.on("error", onError);
  req.on("close", onClose);
  res.on("close", onAnswered);
  guard.on("error", () => {
    req.unpipe(guard);
    req.pause();
    closeAfterAnswer(req, res);
  });
  guard.on("close", () => {
    disarm();
    release();
    req.off("data", onData);
    req.off("pause", disarm);
    req.off("resume", arm);
    // The error listener stays: a client that hangs up makes the request emit "aborted" after this,
    // and an error nobody listens to would stop the whole server.
    req.off("close", onClose);
    res.off("close", onAnswered);
  });
  arm();
  req.pipe(guard);
  return guard;
}

/**
 * A small body (forms, JSON, reports) read whole into memory, within the same bounds as openBody: read
 * straight from the request rather than through a stream of its own, since this is the path of every
 * web-vitals report and costs a fraction of it.
 */
export function readGuarded(req: IncomingMessage, res: ServerResponse, limit: number): Promise<Buffer> {
  refuseDeclaredLength(req, res, limit);
  const release = takeSlot(req, res, "forms");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (error: HttpError | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      release();
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      res.off("close", onAnswered);
      // The error listener stays: a client that hangs up makes the request emit "aborted" after this.
      if (!error) return resolve(Buffer.concat(chunks));
      req.pause();
      closeAfterAnswer(req, res);
      reject(error);
    };
    const timer = setTimeout(() => finish(stalledError()), BODY_STALL_MS);
    const onData = (chunk: Buffer) => {
      timer.refresh();
      size += chunk.length;
      if (size > limit) finish(tooLarge(limit));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onError = (error: Error) => finish(new HttpError(400, `the request body could not be read (${error.message})`));
    const onClose = () => {
      if (!req.complete) finish(cutOffError());
    };
    const onAnswered = () => finish(cutOffError());
    req.on("data", onData);
    req.on("end", onEnd);
    req.once("error", onError);
    req.on("close", onClose);
    res.on("close", onAnswered);
  });
}
