/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { NodeInput, PluginOptions, SourceNodesArgs } from "gatsby";
import { openDatabase } from "../server/data/open-database";
import { openDiskStore } from "../server/storage/disk-store";
import { reviewPhotoSubmission, storePhotoSubmission } from "../server/photos/photo-submissions";
import { guestPhotoTypeDefs, prepareGuestPhotos, sourceGuestPhotos } from "./guest-photos";

/** What the build makes of the approved photos: scripts/export-guest-photos.ts run as the build runs it, then the nodes. */
describe("the guest photos the build publishes", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guest-photo-nodes-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("carry the caption in the guest's language, its language, and the caption in the other language or null", async () => {
    const env = { DATA_DIR: path.join(dir, "data"), GUEST_PHOTOS_DIR: path.join(dir, "export") };
    for (const name of ["DATABASE_URL", "S3_BUCKET"]) delete process.env[name];
    Object.assign(process.env, env);
    const db = await openDatabase({ kind: "sqlite", dataDir: env.DATA_DIR });
    const store = await openDiskStore(path.join(env.DATA_DIR, "files"));
    try {
      for (const [language, caption, captionOther] of [
        ["pt", "Tucano-toco no ipê", "Toco toucan in the ipê tree"],
        ["en", "Heron at dawn", null],
      ] as const) {
        const photo = { bytes: Buffer.from(caption), extension: "jpg", width: 1200, height: 900 };
        const sent = await storePhotoSubmission(db, store, { guestName: "Ana", guestEmail: "ana@example.org", caption, language, photo });
        if (!sent.stored) throw new Error("the photo was not stored");
        await reviewPhotoSubmission(db, store, sent.id, { decision: "approve", caption, captionOther, credit: "Ana" }, "maria");
      }
    } finally {
      await db.close();
      await store.close();
    }

    await expect(prepareGuestPhotos()).resolves.toBe(2);
    const nodes: NodeInput[] = [];
    const args = { actions: { createNode: (node: NodeInput) => nodes.push(node) }, createNodeId: (key: string) => key, createContentDigest: () => "digest" };
    await sourceGuestPhotos(args as unknown as SourceNodesArgs, { plugins: [] } as PluginOptions, () => undefined);
    expect(nodes.map(({ caption, language, captionOther }) => ({ caption, language, captionOther }))).toEqual(
      expect.arrayContaining([
        { caption: "Tucano-toco no ipê", language: "pt", captionOther: "Toco toucan in the ipê tree" },
        { caption: "Heron at dawn", language: "en", captionOther: null },
      ]),
    );
    expect(guestPhotoTypeDefs).toMatch(/^\s*captionOther: String$/m);
  }, 60_000);
});
