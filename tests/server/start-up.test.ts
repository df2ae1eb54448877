import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { writeBrotliCopies } from "../../src/build/precompress";
import { loadContent } from "../../src/content/load-content";
import { filesUnder } from "../../src/lib/files/files-under";
import { ContentValidationError } from "../../src/content/problems";
import { freePort } from "../support/free-port";
import { copyProject } from "../support/project-copy";
import { startSiteServerExpectingExit, TEST_SETUPS, type FailedStart } from "../support/site-server";
import { openTestDatabase } from "../support/test-database";

/**
 * A server given storage it cannot write stops at once, with one line that names the folder or the
 * database and the cause, and a non-zero exit code; never a stack trace, never a server that starts
 * and then fails every write. Each fault is one that holds when the tests run as root too (root
 * writes through file permissions, so those are tried only when not root).
 */
const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), "site-start-"));
const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The one line printed, or every line when there are more (so a failure shows them). */
function expectOneLine(result: FailedStart, ...mentions: RegExp[]): void {
  const lines = `${result.stdout}${result.stderr}`.split("\n").filter((line) => line.trim() !== "");
  expect({ code: result.code, lines: lines.length }).toEqual({ code: 1, lines: 1 });
  for (const mention of mentions) expect(lines[0]).toMatch(mention);
}

const writeScratch = (name: string, text: string) => {
  const file = path.join(scratch(), name);
  fs.writeFileSync(file, text);
  return file;
};

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

describe.each(TEST_SETUPS)("start-up on the $name setup", (setup) => {
  it("stops with one line when the data folder cannot be made (a file is in its path)", async () => {
    const file = path.join(scratch(), "a-file");
    fs.writeFileSync(file, "");
    const dataDir = path.join(file, "data");
    const result = await startSiteServerExpectingExit({ ...(await setup.create()), DATA_DIR: dataDir });
    // The embedded setup keeps its database there; the deployed one only its mail outbox.
    expectOneLine(result, literally(dataDir), /not a folder/);
  }, 60_000);

  (asRoot ? it.skip : it)(
    "stops with one line when the data folder is not writable",
    async () => {
      const dataDir = path.join(scratch(), "data");
      fs.mkdirSync(dataDir, { mode: 0o555 });
      const result = await startSiteServerExpectingExit({ ...(await setup.create()), DATA_DIR: dataDir });
      expectOneLine(result, literally(dataDir), /permission denied/);
    },
    60_000,
  );
});

describe.each(TEST_SETUPS)("the eBird places file on the $name setup", (setup) => {
  it.each([
    ["is missing", () => path.join(scratch(), "missing.json"), /does not exist/],
    ["is not JSON", () => writeScratch("places.json", "{ not json"), /not JSON/],
    ["is not a list of places", () => writeScratch("places.json", JSON.stringify([{ locationId: 7, trail: "x" }])), /not a list of eBird places.*locationId/],
  ])(
    "stops with one line naming EBIRD_LOCATIONS_FILE's path when the file %s",
    async (_label, makeFile, cause) => {
      const file = makeFile();
      const result = await startSiteServerExpectingExit({ ...(await setup.create()), EBIRD_LOCATIONS_FILE: file });
      expectOneLine(result, /EBIRD_LOCATIONS_FILE/, literally(file), cause);
    },
    60_000,
  );
});

describe.each(TEST_SETUPS)("the folder of uploads in progress on the $name setup", (setup) => {
  it("stops with one line naming it when it cannot be made (a file is in its place)", async () => {
    const env = await setup.create();
    const dataDir = env["DATA_DIR"]!;
    fs.writeFileSync(path.join(dataDir, "uploads-in-progress"), "");
    expectOneLine(
      await startSiteServerExpectingExit(env),
      literally(path.join(dataDir, "uploads-in-progress")),
      /uploads in progress/,
      /not a folder|in the way/,
    );
  }, 60_000);

  (asRoot ? it.skip : it)(
    "stops with one line naming it when what a killed process left there cannot be removed",
    async () => {
      const env = await setup.create();
      const left = path.join(env["DATA_DIR"]!, "uploads-in-progress", "left-by-a-killed-process");
      fs.mkdirSync(left, { recursive: true });
      fs.writeFileSync(path.join(left, "photo.part"), "half a photo");
      // Without an owner file, a folder counts as abandoned once it has not changed for a while.
      const longAgo = new Date(Date.now() - 24 * 60 * 60_000);
      fs.utimesSync(left, longAgo, longAgo);
      fs.chmodSync(left, 0o500);
      try {
        expectOneLine(await startSiteServerExpectingExit(env), literally(path.join(env["DATA_DIR"]!, "uploads-in-progress")), /permission denied/);
      } finally {
        fs.chmodSync(left, 0o700);
      }
    },
    60_000,
  );
});

describe("start-up on the embedded setup", () => {
  const embedded = TEST_SETUPS.find((setup) => setup.name === "embedded")!;

  it("stops with one line when the file store's folder cannot be made", async () => {
    const env = await embedded.create();
    const dataDir = env["DATA_DIR"] ?? "";
    fs.writeFileSync(path.join(dataDir, "files"), "in the way");
    expectOneLine(await startSiteServerExpectingExit(env), literally(path.join(dataDir, "files")), /in the way|not a folder/);
  }, 60_000);

  it("stops with one line when the database file is read-only", async () => {
    const env = await embedded.create();
    const db = await openTestDatabase(env);
    await db.close();
    const file = path.join(env["DATA_DIR"] ?? "", "site.sqlite");
    // Byte 18 of the header is the file format's write version: above 2, SQLite opens the file
    // read-only for every user, root included. The mode does the same for anyone else.
    const handle = fs.openSync(file, "r+");
    fs.writeSync(handle, Buffer.from([3]), 0, 1, 18);
    fs.closeSync(handle);
    fs.chmodSync(file, 0o444);
    expectOneLine(await startSiteServerExpectingExit(env), literally(file), /read-?only/i);
  }, 60_000);
});

describe("start-up on the deployed setup", () => {
  const deployed = TEST_SETUPS.find((setup) => setup.name === "deployed")!;

  it("stops with one line when the database cannot be written", async () => {
    const env = await deployed.create();
    const url = env["DATABASE_URL"] ?? "";
    const db = await openTestDatabase(env);
    await db.close();
    // A replica, or a database an administrator has made read-only: every transaction is.
    const admin = new pg.Client({ connectionString: process.env["TEST_POSTGRES_URL"] });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${new URL(url).pathname.slice(1)} SET default_transaction_read_only = on`);
    await admin.end();
    expectOneLine(await startSiteServerExpectingExit(env), literally(new URL(url).pathname), /read-only transaction/);
  }, 60_000);

  it("stops with one line when the database cannot be reached, naming it without its password", async () => {
    const port = await freePort();
    const env = { ...(await deployed.create()), DATABASE_URL: `postgres://site:not-for-logs@127.0.0.1:${port}/site` };
    const result = await startSiteServerExpectingExit(env);
    expectOneLine(result, literally(`127.0.0.1:${port}/site`), /refused/);
    expect(`${result.stdout}${result.stderr}`).not.toContain("not-for-logs");
  }, 60_000);
});

describe("start-up on a built site that a development server has written into since its build", () => {
  const embedded = TEST_SETUPS.find((setup) => setup.name === "embedded")!;

  it("stops with one line naming the changed file and saying to build", async () => {
    // A copy of the build, finished as the build finishes it (its brotli copies up to date), whatever
    // state the checkout's public/ is in.
    const publicCopy = path.join(scratch(), "public");
    fs.cpSync(path.resolve(__dirname, "../../public"), publicCopy, { recursive: true });
    await writeBrotliCopies(publicCopy);
    // What the preview of `npm run cms` (gatsby develop) does: a page's data written again, its brotli copy left.
    const pageData = filesUnder(path.join(publicCopy, "page-data"), (name) => name === "page-data.json").find((file) => fs.existsSync(`${file}.br`));
    if (!pageData) throw new Error("the build has no page data with a brotli copy");
    fs.writeFileSync(pageData, JSON.stringify({ ...(JSON.parse(fs.readFileSync(pageData, "utf8")) as object), writtenBy: "gatsby develop" }));
    const result = await startSiteServerExpectingExit({ ...(await embedded.create()), PUBLIC_DIR: publicCopy });
    expectOneLine(result, literally(publicCopy), literally(path.relative(publicCopy, pageData)), /npm run build/);
  }, 120_000);
});

describe("start-up with content the build would refuse", () => {
  // A copy of the project, its content broken one way at a time (the server's modules import content/).
  let project = "";
  beforeAll(() => {
    project = copyProject("site-content-start-");
  });
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

  /** What the build says of the copy's content: the same validation must stop the server. */
  function buildVerdict(): string {
    try {
      loadContent(path.join(project, "content"));
    } catch (error) {
      if (error instanceof ContentValidationError) return error.message;
      throw error;
    }
    throw new Error("the copy's content is valid");
  }

  /** Starts the copy's server with `file` of its content rewritten by `change`, then puts the file back. */
  async function startWith(file: string, change: (text: string) => string): Promise<{ result: FailedStart; verdict: string }> {
    const target = path.join(project, "content", file);
    const original = fs.readFileSync(target, "utf8");
    fs.writeFileSync(target, change(original));
    try {
      const env = await TEST_SETUPS.find((setup) => setup.name === "embedded")!.create();
      return { result: await startSiteServerExpectingExit(env, 60_000, project), verdict: buildVerdict() };
    } finally {
      fs.writeFileSync(target, original);
    }
  }

  it.each([
    [
      "a value of the wrong type",
      "site.json",
      (text: string) => {
        const site = JSON.parse(text) as { photoUpload: Record<string, unknown> };
        site.photoUpload["maxMegabytes"] = "ten";
        return JSON.stringify(site, null, 2);
      },
      /^content\/site\.json › photoUpload\.maxMegabytes: expected a number, got "ten"$/m,
    ],
    ["a file that is not JSON", "rooms.json", (text: string) => text.replace("[", "[[,"), /^content\/rooms\.json › /m],
  ])(
    "stops with the build's own message, naming the file and the field, for %s",
    async (_label, file, change, names) => {
      const { result, verdict } = await startWith(file, change);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toBe(`Content error: ${verdict}\n`);
      expect(verdict).toMatch(names);
    },
    120_000,
  );
});
