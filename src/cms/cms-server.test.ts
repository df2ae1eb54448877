/** @jest-environment node */
import { spawn } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { CMS_HOST, startCmsServer } from "./cms-server";
import { CmsListenError, PORTS_TRIED } from "./listen-from";

/**
 * `npm run cms` where another program holds its port: it listens on the next free one and says so,
 * the address it prints is the one it answers on, and its backend accepts that address's page.
 */
const ROOT = path.resolve(__dirname, "../..");
let repoDir: string;
const opened: Array<net.Server | http.Server> = [];

/** Holds `port` on the CMS's host, as another program would, or resolves null when something already does. */
function occupy(port: number): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    const holder = net.createServer();
    holder.once("error", (error: NodeJS.ErrnoException) => (error.code === "EADDRINUSE" ? resolve(null) : reject(error)));
    holder.listen(port, CMS_HOST, () => {
      opened.push(holder);
      resolve(holder);
    });
  });
}

/** A port another program now holds, and the `alsoHeld` ports after it held too. */
async function takenPort(alsoHeld: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const first = await occupy(0);
    const port = (first?.address() as net.AddressInfo).port;
    const held = await Promise.all(Array.from({ length: alsoHeld }, (_, index) => occupy(port + 1 + index)));
    if (held.every((server) => server !== null) && port + alsoHeld < 65_535) return port;
  }
  throw new Error("no run of free ports on loopback");
}

const closeAll = () => Promise.all(opened.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));

beforeAll(() => {
  repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-server-"));
  fs.mkdirSync(path.join(repoDir, "content"));
});

afterEach(closeAll);

describe("the CMS server on a taken port", () => {
  it("listens on the next free port and gives that address, where the page and its backend answer", async () => {
    const taken = await takenPort(0);
    const started = await startCmsServer({ repoDir, port: taken });
    opened.push(started.server);
    expect(started.port).toBeGreaterThan(taken);
    expect(started.port).toBeLessThan(taken + PORTS_TRIED);
    expect(started.url).toBe(`http://${CMS_HOST}:${started.port}`);
    expect((started.server.address() as net.AddressInfo).port).toBe(started.port);
    const page = await fetch(`${started.url}/admin/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Conteúdo do site");
    // The backend takes the page's own origin, on the port actually used, and no other.
    const info = (origin: string) =>
      fetch(`${started.url}/api/v1`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ action: "info", params: {} }),
      });
    expect((await info(started.url)).status).toBe(200);
    expect((await info(`http://${CMS_HOST}:${taken}`)).status).toBe(403);
  }, 60_000);

  it("stops, naming the ports, when every port it tries is taken", async () => {
    const taken = await takenPort(PORTS_TRIED - 1);
    const refused = startCmsServer({ repoDir, port: taken });
    await expect(refused).rejects.toThrow(CmsListenError);
    await expect(refused).rejects.toThrow(`As portas ${taken} a ${taken + PORTS_TRIED - 1} de ${CMS_HOST} já estão em uso`);
  }, 60_000);

  it("is what `npm run cms` starts: it says the port moved and prints the address it answers on", async () => {
    const taken = await takenPort(0);
    const cms = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts", "--no-preview"], {
      cwd: ROOT,
      env: { ...process.env, CMS_PORT: String(taken) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    cms.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    cms.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const address = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`npm run cms printed no address:\n${output}`)), 50_000);
        const look = () => {
          const match = /Editor de conteúdo: (\S+)/.exec(output);
          if (!match?.[1]) return;
          clearTimeout(timer);
          resolve(match[1]);
        };
        cms.stdout.on("data", look);
        cms.once("exit", (code) => {
          clearTimeout(timer);
          reject(new Error(`npm run cms exited (${code}):\n${output}`));
        });
      });
      const port = Number(new URL(address).port);
      expect(port).not.toBe(taken);
      expect(output).toContain(`A porta ${taken} já está em uso; o editor usa a ${port}.`);
      expect(address).toBe(`http://${CMS_HOST}:${port}/admin/`);
      expect((await fetch(address)).status).toBe(200);
    } finally {
      cms.kill("SIGTERM");
    }
  }, 60_000);
});
