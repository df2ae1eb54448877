import http from "node:http";
import net from "node:net";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * A request with its target sent exactly as written: `fetch` (the URL standard) would resolve dot
 * segments, turn backslashes into slashes and re-encode, so the server would never see the spelling.
 */
export function rawRequest(
  baseUrl: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: target, method: init.method ?? "GET", headers: init.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

/** Bytes written straight to a new connection (a request Node's parser refuses), and the answer read back whole. */
export function rawExchange(baseUrl: string, bytes: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (the server closing on bytes it will not read) still leaves the answer to read.
    let failure: Error | undefined;
    socket.on("error", (error) => (failure = error));
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("close", () => {
      const text = Buffer.concat(chunks);
      const end = text.indexOf("\r\n\r\n");
      if (end === -1) return reject(failure ?? new Error(`no complete answer: ${JSON.stringify(text.toString("latin1"))}`));
      const [statusLine = "", ...lines] = text.subarray(0, end).toString("latin1").split("\r\n");
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: text.subarray(end + 4) });
    });
  });
}
