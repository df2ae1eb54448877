/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * gatsby-plugin-sharp, patched (docs/PATCHES.md): two image jobs of one file that share an output
 * (the same width and crop, asked by two queries) encode it once. Runs the installed plugin's own
 * processFile on a real picture and counts the files it writes.
 */
type Transform = { outputPath: string; args: { width: number; height: number; toFormat: string; quality: number; fit: string } };
type ProcessFile = (file: string, transforms: Transform[], options: object) => Promise<Transform[]>;

const pluginDir = path.dirname(require.resolve("gatsby-plugin-sharp/package.json"));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fsExtra = require(require.resolve("fs-extra", { paths: [pluginDir] })) as { writeFile: (...args: unknown[]) => Promise<void> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { processFile } = require("gatsby-plugin-sharp/process-file") as { processFile: ProcessFile };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharp = require(require.resolve("sharp", { paths: [pluginDir] })) as typeof import("sharp");

const options = { stripMetadata: true, failOn: "warning" };

describe("gatsby-plugin-sharp's processFile, patched", () => {
  let dir: string;
  let source: string;
  let written: string[];

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "image-outputs-"));
    source = path.join(dir, "source.jpg");
    await sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 40, g: 120, b: 60 } } })
      .jpeg()
      .toFile(source);
    written = [];
    const writeFile = fsExtra.writeFile;
    jest.spyOn(fsExtra, "writeFile").mockImplementation((...args: unknown[]) => {
      written.push(String(args[0]));
      return writeFile(...args);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const output = (width: number): Transform => ({
    outputPath: path.join(dir, "out", String(width), "source.webp"),
    args: { width, height: (width * 3) / 4, toFormat: "webp", quality: 70, fit: "cover" },
  });

  it("encodes an output two concurrent jobs share once, and every output of both", async () => {
    await Promise.all([processFile(source, [output(40), output(80)], options), processFile(source, [output(40), output(120)], options)]);
    expect(written.sort()).toEqual([output(120), output(40), output(80)].map((t) => t.outputPath).sort());
    for (const width of [40, 80, 120]) expect((await sharp(output(width).outputPath).metadata()).width).toBe(width);
  });

  it("encodes a shared output again when the earlier file is gone", async () => {
    await processFile(source, [output(40)], options);
    fs.rmSync(output(40).outputPath);
    await processFile(source, [output(40), output(80)], options);
    expect(written.filter((file) => file === output(40).outputPath)).toHaveLength(2);
    expect(fs.existsSync(output(40).outputPath)).toBe(true);
  });

  it("encodes a shared output again after the earlier attempt failed", async () => {
    const broken = path.join(dir, "broken.jpg");
    fs.writeFileSync(broken, "not a picture");
    const target = output(40);
    await expect(processFile(broken, [target], options)).rejects.toThrow();
    await processFile(source, [target], options);
    expect(fs.existsSync(target.outputPath)).toBe(true);
  });
});
