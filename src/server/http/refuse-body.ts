import type { IncomingMessage, ServerResponse } from "node:http";

/** How long a refused client gets to read the answer before its connection is dropped. */
const LINGER_MS = 2000;

/**
 * For a request whose body may still be unread when it is answered (an upload its handler reads
 * itself, and may refuse first): the connection closes after the answer, and nothing more of the body
 * is read. Node would otherwise read the rest to keep the connection alive (so a 50 MB upload would
 * still arrive in full) or, with "Connection: close", destroy the socket as soon as the answer is
 * written; with unread bytes waiting, that sends a reset, and the client's system may throw the answer
 * away before the client reads it. So the connection closes the way careful servers do it: stop
 * reading, send the answer and a FIN, and drop the connection after a short grace.
 */
export function closeWhenAnswered(req: IncomingMessage, res: ServerResponse): void {
  // An answer already under way (a body failing after its handler answered) closes all the same, below.
  if (!res.headersSent) res.setHeader("Connection", "close");
  const socket = req.socket;
  // Node's server calls destroySoon() once a "Connection: close" answer is written, and, just before,
  // schedules reading the unread body to throw it away; that resume is what must never happen.
  socket.destroySoon = () => {
    socket.resume = () => socket;
    socket.pause();
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/** For a body refused before or while it is read: as closeWhenAnswered, and no more is read from now on. */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  closeWhenAnswered(req, res);
  req.socket.pause();
}
