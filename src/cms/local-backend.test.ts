/** @jest-environment node */
import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { FIXTURE_CONTENT_DIR } from "../test-utils/fixture-content";
import { localBackend } from "./local-backend";

let repoDir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backend-"));
  // A repository whose content/ is the frozen fixture (tests/fixtures/content/): the trails, pictures and
  // files named below are the fixture's, whatever the editors have done to content/ since.
  fs.cpSync(FIXTURE_CONTENT_DIR, path.join(repoDir, "content"), { recursive: true });
  fs.writeFileSync(path.join(repoDir, "package.json"), "{}\n");
  const app = express();
  server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
  app.use(localBackend({ repoDir, allowedOrigins: [base] }));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(repoDir, { recursive: true, force: true });
});

async function call(action: string, params: object, init: { origin?: string; contentType?: string; body?: string } = {}) {
  const response = await fetch(`${base}/api/v1`, {
    method: "POST",
    headers: { "content-type": init.contentType ?? "application/json", origin: init.origin ?? base },
    body: init.body ?? JSON.stringify({ action, params }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & Array<Record<string, unknown>> };
}

const onDisk = (file: string) => fs.readFileSync(path.join(repoDir, file), "utf8");
const trailsWith = (change: (trails: Array<Record<string, unknown>>) => void) => {
  const trails = JSON.parse(onDisk("content/trails.json")) as Array<Record<string, unknown>>;
  change(trails);
  return `${JSON.stringify(trails, null, 2)}\n`;
};
const save = (file: string, raw: string, assets: object[] = []) => call("persistEntry", { dataFiles: [{ path: file, raw, slug: "x" }], assets, options: {} });

describe("the CMS's local backend", () => {
  it("says it edits files directly, without the editorial workflow", async () => {
    expect(await call("info", {})).toMatchObject({ status: 200, body: { publish_modes: ["simple"], type: "local_fs" } });
  });

  it("reads a content file and an interface-text file", async () => {
    const { body } = await call("entriesByFiles", { files: [{ path: "content/trails.json" }, { path: "content/locales/en/common.json" }] });
    expect(body[0]).toMatchObject({ data: onDisk("content/trails.json"), file: { path: "content/trails.json" } });
    expect(body[1]?.data).toBe(onDisk("content/locales/en/common.json"));
  });

  it("saves a valid change, and only it", async () => {
    const raw = trailsWith((trails) => ((trails[0] as { description: { en: string } }).description.en = "A new description."));
    expect(await save("content/trails.json", raw)).toMatchObject({ status: 200 });
    expect(onDisk("content/trails.json")).toBe(raw);
  });

  it("refuses content the build would refuse, with the build's words, and writes nothing", async () => {
    const before = onDisk("content/trails.json");
    const duplicate = trailsWith((trails) => ((trails[1] as { id: string }).id = (trails[0] as { id: string }).id));
    const refused = await save("content/trails.json", duplicate);
    expect(refused.status).toBe(422);
    expect(String(refused.body.error)).toMatch(/trails\.json › \[1\]\.id: expected an id not used before/);
    expect((await save("content/trails.json", "[{")).status).toBe(422);
    const dangling = trailsWith((trails) => ((trails[0] as { difficulty: string }).difficulty = "extreme"));
    expect((await save("content/trails.json", dangling)).status).toBe(422);
    expect(onDisk("content/trails.json")).toBe(before);
  });

  it("checks a new image together with the entry that uses it, and writes both", async () => {
    const gallery = JSON.parse(onDisk("content/gallery.json")) as Array<Record<string, unknown>>;
    const image = fs.readFileSync(path.join(repoDir, "content/images/share.jpg"));
    const withPhoto = [
      ...gallery,
      { id: "new-photo", image: "images/new-photo.jpg", alt: { pt: "Foto", en: "Photo" }, caption: { pt: "Legenda", en: "Caption" } },
    ];
    const raw = `${JSON.stringify(withPhoto, null, 2)}\n`;
    // Without the image, the entry points at nothing: refused.
    expect((await save("content/gallery.json", raw)).status).toBe(422);
    expect(fs.existsSync(path.join(repoDir, "content/images/new-photo.jpg"))).toBe(false);
    const saved = await save("content/gallery.json", raw, [{ path: "content/images/new-photo.jpg", content: image.toString("base64"), encoding: "base64" }]);
    expect(saved.status).toBe(200);
    expect(fs.readFileSync(path.join(repoDir, "content/images/new-photo.jpg")).equals(image)).toBe(true);
  });

  it.each([
    ["a file outside content/", "package.json"],
    ["a way out of the folder", "content/../package.json"],
    ["an absolute path", "/etc/passwd"],
    ["a file content/ does not edit through the CMS", "content/schemas/trails.schema.json"],
    ["a NUL byte", "content/trails.json\u0000.jpg"],
  ])("refuses %s", async (_what, file) => {
    const response = await save(file, "{}");
    expect([400, 403]).toContain(response.status);
    expect(onDisk("package.json")).toBe("{}\n");
  });

  it("writes media only as pictures and documents in their folders, and deletes nothing else", async () => {
    const asset = (file: string) => ({ asset: { path: file, content: Buffer.from("x").toString("base64"), encoding: "base64" } });
    expect((await call("persistMedia", asset("content/images/script.sh"))).status).toBe(403);
    expect((await call("persistMedia", asset("content/trails.json"))).status).toBe(403);
    expect((await call("deleteFile", { path: "content/trails.json" })).status).toBe(403);
    expect(fs.existsSync(path.join(repoDir, "content/trails.json"))).toBe(true);
  });

  it("deletes a picture no entry uses, and refuses one the content shows", async () => {
    const used = await call("deleteFile", { path: "content/images/home-hero.jpg" });
    expect(used.status).toBe(422);
    expect(String(used.body.error)).toMatch(/home\.json › hero\.image: expected an image file that exists/);
    expect(fs.existsSync(path.join(repoDir, "content/images/home-hero.jpg"))).toBe(true);
    fs.copyFileSync(path.join(repoDir, "content/images/share.jpg"), path.join(repoDir, "content/images/unused.jpg"));
    expect((await call("deleteFile", { path: "content/images/unused.jpg" })).status).toBe(200);
    expect(fs.existsSync(path.join(repoDir, "content/images/unused.jpg"))).toBe(false);
  });

  it("answers only its own page: another origin, or a body that is not JSON, is refused", async () => {
    expect((await call("info", {}, { origin: "https://attacker.example" })).status).toBe(403);
    expect((await call("info", {}, { contentType: "text/plain" })).status).toBe(415);
    expect((await call("info", {}, { body: "{not json" })).status).toBe(400);
    expect((await call("noSuchAction", {})).status).toBe(422);
  });

  it("refuses a body over its limit without reading it all", async () => {
    const huge = JSON.stringify({ action: "info", params: { padding: "x".repeat(21 * 1024 * 1024) } });
    expect((await call("info", {}, { body: huge })).status).toBe(413);
  });
});
