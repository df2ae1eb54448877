import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { openBody } from "./guarded-body";
import { closeWhenAnswered } from "./refuse-body";

/**
 * A multipart body (a photo upload) left unread for its handler, which checks what the headers tell
 * (origin, the address's limit) first and then streams the file to a temporary file rather than into
 * memory (receiveMultipart). Whatever the handler answers, the connection closes after it, so the rest
 * of a body it refused is never read.
 */
export class UnreadBody {
  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    readonly limit: number,
  ) {
    closeWhenAnswered(req, res);
  }

  /** Starts reading, within the bounds of openBody, in the pool of uploads. */
  open(): Readable {
    return openBody(this.req, this.res, this.limit, "uploads");
  }
}
