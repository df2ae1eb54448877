import net from "node:net";

export interface StreamedResult {
  /** The status line's code, or 0 if the server closed without answering. */
  status: number;
  body: string;
  /** Body bytes the client managed to hand to the connection before the server stopped it. */
  bytesSent: number;
}

/**
 * Sends a body of `totalBytes` as fast as the connection takes it, chunked (no Content-Length) unless
 * `declareLength` is set, and stops when the server answers or closes: how much a server reads of a
 * body it refuses.
 */
export function streamBody(url: string, path: string, headers: Record<string, string>, totalBytes: number, declareLength = false): Promise<StreamedResult> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let response = "";
    let bytesSent = 0;
    let done = false;
    let lastError = "";
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
      resolve({ status, body: response.split("\r\n\r\n").slice(1).join("\r\n\r\n") || lastError, bytesSent });
    };
    socket.on("data", (data) => {
      // Like a browser, stop sending once the server has answered.
      answered = true;
      response += data.toString("latin1");
      // A complete JSON answer ends the exchange; the socket is closed by the server soon after.
      if (/\r\n\r\n[\s\S]*\}$/.test(response) || /\r\n0\r\n\r\n$/.test(response)) setTimeout(finish, 50);
    });
    socket.on("error", (error) => {
      lastError = error.message;
      finish();
    });
    socket.on("close", finish);
    socket.on("connect", () => {
      const head = [`POST ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      head.push(declareLength ? `Content-Length: ${totalBytes}` : "Transfer-Encoding: chunked");
      socket.write(`${head.join("\r\n")}\r\n\r\n`);
      const pump = () => {
        while (!done && !answered && bytesSent < totalBytes) {
          const piece = chunk.subarray(0, Math.min(chunk.length, totalBytes - bytesSent));
          const framed = declareLength ? piece : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]);
          bytesSent += piece.length;
          if (!socket.write(framed)) {
            socket.once("drain", pump);
            return;
          }
        }
        if (!done && !answered && !declareLength) socket.write("0\r\n\r\n");
      };
      pump();
    });
  });
}
