import { spawn, type ChildProcess } from "node:child_process";
import { copyProject } from "../support/project-copy";
import { developEnv, until as untilOutput } from "../support/develop-server";
import { freePort } from "../support/free-port";
import fs from "node:fs";
import path from "node:path";
import { siteContent } from "../../src/content/content-store";
import { localizedPath } from "../../src/lib/routing/routes";

/**
 * `npm run develop` follows content edits without a restart, and shows a mistake's message while
 * the preview keeps the last valid content. Runs the real development server on a copy of the
 * project (its own .cache and public/), on the loopback address.
 */
const STARTUP_MS = 300_000;
/** The English trails page, whose data shows the edits; its path from the route table. */
const TRAILS_EN = localizedPath(
  siteContent().routes.find((route) => route.id === "trails")!,
  "en",
);
const CHANGE_MS = 60_000;

let output = "";
const until = <T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>) => untilOutput(what, timeoutMs, () => output, probe);

describe("npm run develop", () => {
  let dir: string;
  let server: ChildProcess;
  let port: number;
  const pageData = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/page-data${TRAILS_EN}page-data.json`).catch(() => undefined);
    return response?.ok ? await response.text() : undefined;
  };
  const editTrails = (edit: (trails: Array<Record<string, unknown> & { description: { en: string } }>) => void) => {
    const file = path.join(dir, "content/trails.json");
    const trails = JSON.parse(fs.readFileSync(file, "utf8")) as Array<Record<string, unknown> & { description: { en: string } }>;
    edit(trails);
    fs.writeFileSync(file, `${JSON.stringify(trails, null, 2)}\n`);
  };

  beforeAll(async () => {
    dir = copyProject("develop-test-");
    port = await freePort();
    server = spawn(path.join(dir, "node_modules/.bin/gatsby"), ["develop", "--host", "127.0.0.1", "--port", String(port)], {
      cwd: dir,
      detached: true,
      env: developEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // Ready once it has said so: page data is served before the development bundle is built, and an
    // edit made in between waits for that build (on a busy machine, past the time a change is given).
    await until("the development server", STARTUP_MS, async () => {
      if (server.exitCode !== null) throw new Error(`The development server exited (${server.exitCode}):\n${output.slice(-3000)}`);
      return output.includes("You can now view") ? pageData() : undefined;
    });
  }, STARTUP_MS + 10_000);

  afterAll(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    "shows an edited description without a restart",
    async () => {
      editTrails((trails) => (trails[0]!.description.en = "A description edited while the preview runs."));
      await until("the edit in page data", CHANGE_MS, async () =>
        (await pageData())?.includes("A description edited while the preview runs.") ? true : undefined,
      );
    },
    CHANGE_MS + 5_000,
  );

  it(
    "names a mistake with its file, field and fix, and keeps showing the last valid content",
    async () => {
      editTrails((trails) => {
        trails[0]!.durationHours = "three";
        trails[0]!.description.en = "Text from an invalid file.";
      });
      await until("the mistake's message", CHANGE_MS, async () =>
        output.includes('content/trails.json › [0].durationHours: expected a number, got "three"') ? true : undefined,
      );
      const data = await pageData();
      expect(data).toContain("A description edited while the preview runs.");
      expect(data).not.toContain("Text from an invalid file.");
    },
    CHANGE_MS + 5_000,
  );
});
