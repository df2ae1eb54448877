import net from "node:net";
import { REQUEST_LIMITS } from "../../src/server/app";
import { rawExchange } from "../support/raw-http";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";

/**
 * Requests whose framing is ambiguous are refused before any rule reads them, and a whole request has
 * the time docs/SERVER.md states, however its bytes arrive.
 */
describe.each(TEST_SETUPS)("request framing on the $name setup", (setup) => {
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer(await setup.create());
  }, 60_000);
  afterAll(() => server.stop());

  const host = () => new URL(server.url).host;

  it("answers 400 to a request with two Host headers, as to one whose request line has no version", async () => {
    const twoHosts = await rawExchange(server.url, `GET /pt/ HTTP/1.1\r\nHost: ${host()}\r\nHost: evil.example\r\n\r\n`);
    expect({ status: twoHosts.status, error: (JSON.parse(twoHosts.body.toString()) as { error: string }).error }).toEqual({
      status: 400,
      error: "the request has more than one Host header",
    });
    expect((await rawExchange(server.url, "GET /pt/\r\n\r\n")).status).toBe(400);
    // One Host, and HTTP/1.0 (which may omit it), are answered as ever.
    expect((await rawExchange(server.url, `GET /pt/ HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`)).status).toBe(200);
    expect((await rawExchange(server.url, "GET /pt/ HTTP/1.0\r\n\r\n")).status).toBe(200);
  });

  it("has one spelling of an endpoint: /api/vitals/ is not /api/vitals", async () => {
    const report = { Origin: server.url, "Content-Type": "text/plain" };
    const answer = await fetch(`${server.url}/api/vitals/`, { method: "POST", headers: report, body: "{}" });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: string }).error).toBe("no API endpoint at /api/vitals/");
    expect((await fetch(`${server.url}/api/vitals`, { method: "POST", headers: report, body: "{}" })).status).toBe(400);
  });
});

describe("a body dribbled a byte a second", () => {
  // Node's timing of requests, the same on every setup: tried on the embedded one, since it takes a minute.
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer(await TEST_SETUPS[0]!.create());
  }, 60_000);
  afterAll(() => server.stop());

  it(`is answered 408 once the whole request has taken ${REQUEST_LIMITS.requestTimeout / 1000} s, not later`, async () => {
    const { hostname, port } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    const started = performance.now();
    const body = JSON.stringify({ topic: "x", message: "a".repeat(200), name: "Ana", email: "ana@example.com" });
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    const dribble = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
    }, 1_000);
    const endedAfter = await new Promise<number>((resolve) => {
      socket.on("close", () => resolve(performance.now() - started));
      socket.setTimeout(REQUEST_LIMITS.requestTimeout + 20_000, () => socket.destroy());
    });
    clearInterval(dribble);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(endedAfter).toBeGreaterThanOrEqual(REQUEST_LIMITS.requestTimeout - 500);
    expect(endedAfter).toBeLessThan(REQUEST_LIMITS.requestTimeout + 2 * REQUEST_LIMITS.connectionsCheckingInterval + 500);
  }, 90_000);
});
