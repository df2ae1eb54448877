import net from "node:net";

export interface StalledOutcome {
  /** The answer's status, or 0 if the server closed the connection without one. */
  status: number;
  retryAfter: string | null;
  body: string;
  /** From the moment every byte meant to be sent was handed to the connection. */
  afterSentMs: number;
  /** Whether the server closed the connection (rather than the client, once the answer was whole). */
  closedByServer: boolean;
}

export interface StalledBody {
  /** Resolves once every byte meant to be sent is with the connection (or the exchange ended first). */
  sent: Promise<void>;
  /** Resolves when the server answers in full or closes the connection. */
  ended: Promise<StalledOutcome>;
  /** Hangs up, as a client that gives up does. */
  abort(): void;
  /** Sends the bytes withheld, as a client whose connection came back does. */
  sendRest(): void;
}

/**
 * A slow client: declares the whole of `body` (Content-Length), sends it all but its last `withheld`
 * bytes, and then sends nothing more, waiting for the server to answer or close (with `untilClosed`,
 * waiting for the server to close the connection even once the answer is whole).
 */
export function stallBody(url: string, path: string, headers: Record<string, string>, body: Buffer, withheld = 1, untilClosed = false): StalledBody {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let response = "";
  let sentAt = performance.now();
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const ended = new Promise<StalledOutcome>((resolve) => {
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      markSent();
      socket.destroy();
      const [head = "", ...rest] = response.split("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        retryAfter: /\r\nretry-after: *([^\r]*)/i.exec(head)?.[1] ?? null,
        body: rest.join("\r\n\r\n"),
        afterSentMs: performance.now() - sentAt,
        closedByServer,
      });
    };
    socket.on("data", (data) => {
      response += data.toString("latin1");
      const [head, rest] = [response.split("\r\n\r\n")[0] ?? "", response.split("\r\n\r\n").slice(1).join("\r\n\r\n")];
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
      if (!untilClosed && Buffer.byteLength(rest, "latin1") >= length) finish(false);
    });
    socket.on("end", () => finish(true));
    socket.on("error", () => finish(true));
    socket.on("close", () => finish(true));
  });
  socket.on("connect", () => {
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      `Content-Length: ${body.length}`,
    ];
    socket.write(`${head.join("\r\n")}\r\n\r\n`);
    socket.write(body.subarray(0, body.length - withheld), () => {
      sentAt = performance.now();
      markSent();
    });
  });
  return { sent, ended, abort: () => socket.destroy(), sendRest: () => void socket.write(body.subarray(body.length - withheld)) };
}
