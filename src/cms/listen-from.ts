import http from "node:http";

/** How many ports, from the one asked for, `npm run cms` tries before it gives up. */
export const PORTS_TRIED = 10;

/** Why the CMS could not open a port, in the editor's language: printed as it is, without a stack trace. */
export class CmsListenError extends Error {}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** Listens on exactly `port`, or rejects with the listen error (a taken port is an error, not a server that listens nowhere). */
function listenOn(handler: http.RequestListener, port: number, host: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler);
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

/**
 * Listens on `port`, or, while that one is taken (another program, or a second `npm run cms`), on
 * the next ones, up to PORTS_TRIED in all. Port 0 takes whatever port is free. The server returned
 * is listening: its address is the one to print.
 */
export async function listenFrom(handler: http.RequestListener, port: number, host: string): Promise<http.Server> {
  const last = port === 0 ? 0 : Math.min(port + PORTS_TRIED - 1, 65_535);
  for (let candidate = port; ; candidate += 1) {
    try {
      return await listenOn(handler, candidate, host);
    } catch (error) {
      if (codeOf(error) !== "EADDRINUSE") {
        const cause = error instanceof Error ? error.message : String(error);
        throw new CmsListenError(`O editor não pôde abrir a porta ${candidate} em ${host}: ${cause}.`);
      }
      if (candidate >= last) {
        const ports = candidate === port ? `A porta ${port}` : `As portas ${port} a ${candidate}`;
        throw new CmsListenError(
          `${ports} de ${host} já ${candidate === port ? "está" : "estão"} em uso: feche o outro programa (talvez outro npm run cms) ou escolha outra porta com CMS_PORT.`,
        );
      }
    }
  }
}
