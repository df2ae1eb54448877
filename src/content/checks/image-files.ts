import fs from "node:fs";
import path from "node:path";
import { graphqlRoles } from "../content-fields";
import { describeValue } from "../problems";
import type { ContentCheck } from "./check";
import { visitCollections } from "./visit-collections";

/** What the first bytes of each image format look like; a file that lies about its type stops the build here. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  jpg: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  jpeg: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  png: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (h) => h.subarray(0, 4).toString("latin1") === "RIFF" && h.subarray(8, 12).toString("latin1") === "WEBP",
  avif: (h) => h.subarray(4, 12).toString("latin1").startsWith("ftypavi"),
};

/** Null when the image file exists and is what its extension says, else what is wrong with it. */
function imageProblem(contentDir: string, file: string): string | null {
  const absolute = path.join(contentDir, file);
  if (!fs.existsSync(absolute)) return "expected an image file that exists under content/";
  const head = Buffer.alloc(12);
  const fd = fs.openSync(absolute, "r");
  const read = fs.readSync(fd, head, 0, 12, 0);
  fs.closeSync(fd);
  const extension = path.extname(file).slice(1).toLowerCase();
  return read === 12 && SIGNATURES[extension]?.(head) ? null : `expected a readable .${extension} picture (the file is empty, damaged or of another type)`;
}

export const imageFiles: ContentCheck = {
  name: "every picture exists and is the kind of image its name says",
  run({ contentDir, content }, problems) {
    visitCollections(content, graphqlRoles, ({ role }, value, at, file) => {
      const expected = role === "image" ? imageProblem(contentDir, value as string) : null;
      if (expected) problems.push({ file, path: at, expected, got: describeValue(value) });
    });
  },
};
