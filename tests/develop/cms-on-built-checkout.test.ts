import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { siteContent } from "../../src/content/content-store";
import { localizedPath } from "../../src/lib/routing/routes";
import { developEnv, until as untilOutput } from "../support/develop-server";
import { freePort } from "../support/free-port";
import { copyProject } from "../support/project-copy";

/**
 * `npm run cms` where the editor's checkout has a production build (`.cache` and `public/` of
 * `gatsby build`): the preview serves the pages with their content, a save through the CMS reaches
 * it, `git status` shows the edited file alone, and the terminal says nothing alarming.
 */
const BUILD_MS = 600_000;
const STARTUP_MS = 300_000;
const CHANGE_MS = 60_000;
/** How long the server stays silent once it has done what a start or a save asks of it. */
const QUIET_MS = 15_000;
const TRAILS_PT = localizedPath(
  siteContent().routes.find((route) => route.id === "trails")!,
  "pt",
);
/** The one notice a normal start prints: the contacts the lodge has yet to give (docs/CONTENT.md), a real task. */
const LODGE_VALUES_NOTICE = "Values the lodge still has to supply";

let output = "";
let lastOutputAt = 0;
/** Whether the server has printed nothing for a while: what it does after a start or a save is done. */
const quietFor = (ms: number) => Date.now() - lastOutputAt > ms;
const until = <T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>) => untilOutput(what, timeoutMs, () => output, probe);

/** The lines of the terminal an editor would take for trouble: errors, warnings, stack frames. */
function alarming(text: string): string[] {
  const notice = text.indexOf(LODGE_VALUES_NOTICE);
  const lines = text.split("\n");
  return lines.filter(
    (line) => /\b(error|warn(ing)?)\b|^\s+at \S+ \(|^\s+at \/|\bUNKNOWN\b/i.test(line) && !(notice >= 0 && line.includes(LODGE_VALUES_NOTICE)),
  );
}

describe("npm run cms on a checkout with a production build", () => {
  let dir: string;
  let cms: ChildProcess;
  let cmsPort: number;
  let previewPort: number;
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });
  const pageData = async () => {
    const response = await fetch(`http://127.0.0.1:${previewPort}/page-data${TRAILS_PT}page-data.json`).catch(() => undefined);
    return response?.ok ? ((await response.json()) as { result: { data: Record<string, unknown> } }) : undefined;
  };

  beforeAll(async () => {
    dir = copyProject("cms-built-");
    git("init", "-q");
    git("add", "-A");
    git("-c", "user.name=Test", "-c", "user.email=test@localhost", "commit", "-q", "-m", "checkout");
    execFileSync(path.join(dir, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      stdio: "pipe",
      env: { ...developEnv(), NODE_ENV: "production" },
    });
    cmsPort = await freePort();
    previewPort = await freePort();
    cms = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], {
      cwd: dir,
      detached: true,
      env: { ...developEnv(), CMS_PORT: String(cmsPort), CMS_PREVIEW_PORT: String(previewPort) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const record = (chunk: Buffer) => {
      output += chunk.toString();
      lastOutputAt = Date.now();
    };
    cms.stdout?.on("data", record);
    cms.stderr?.on("data", record);
    await until("the preview", STARTUP_MS, async () => {
      if (cms.exitCode !== null) throw new Error(`npm run cms exited (${cms.exitCode}):\n${output.slice(-3000)}`);
      return output.includes("You can now view") ? pageData() : undefined;
    });
    // Pages answer before the development bundle is built, and the types are written after it.
    await until("the development bundle", STARTUP_MS, async () => (output.includes("Building development bundle") && quietFor(QUIET_MS) ? true : undefined));
  }, BUILD_MS + STARTUP_MS);

  afterAll(() => {
    if (cms?.pid && cms.exitCode === null) process.kill(-cms.pid, "SIGTERM");
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("shows a page with its content", async () => {
    const data = (await pageData())?.result.data;
    expect(data?.siteConfig).toEqual(expect.objectContaining({ productName: siteContent().site.productName }));
    expect(JSON.stringify(data)).toContain(siteContent().trails[0]!.name.pt);
    const page = await fetch(`http://127.0.0.1:${previewPort}${TRAILS_PT}`);
    expect(page.status).toBe(200);
  });

  it(
    "saves an edit that the preview shows, and changes no tracked file but the edited one",
    async () => {
      const trails = JSON.parse(fs.readFileSync(path.join(dir, "content/trails.json"), "utf8")) as Array<{ description: { pt: string } }>;
      trails[0]!.description.pt = "Descrição editada no CMS, com a prévia ligada.";
      const origin = `http://127.0.0.1:${cmsPort}`;
      const saved = await fetch(`${origin}/api/v1`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({
          action: "persistEntry",
          params: { dataFiles: [{ path: "content/trails.json", raw: `${JSON.stringify(trails, null, 2)}\n`, slug: "trails" }], assets: [], options: {} },
        }),
      });
      expect(saved.status).toBe(200);
      await until("the edit in the preview", CHANGE_MS, async () =>
        JSON.stringify(await pageData()).includes("Descrição editada no CMS, com a prévia ligada.") ? true : undefined,
      );
      await until("the server to finish with the save", CHANGE_MS, async () => (quietFor(QUIET_MS) ? true : undefined));
      expect(git("status", "--porcelain").trimEnd().split("\n")).toEqual([" M content/trails.json"]);
    },
    2 * CHANGE_MS + 10_000,
  );

  it("prints no error, warning or stack trace on starting and saving", () => {
    expect(alarming(output)).toEqual([]);
  });
});
