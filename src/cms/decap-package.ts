import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Decap CMS's prebuilt bundle, pinned. Only its `dist/` folder is used (the bundle carries its own
 * React), so instead of a dependency that would add some 500 packages to every install, the one
 * tarball is fetched from the npm registry on first use and checked against this integrity.
 */
export const DECAP_VERSION = "3.16.3";
export const DECAP_INTEGRITY = "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==";

/** The bundle's entry script; its lazy chunks and wasm files sit beside it and load from its own URL. */
export const DECAP_ENTRY = "decap-cms.js";

const projectRoot = path.resolve(__dirname, "../..");
const cacheDir = path.join(projectRoot, "node_modules", ".cache", `decap-cms-${DECAP_VERSION}`);

export function integrityOf(bytes: Buffer): string {
  return `sha512-${createHash("sha512").update(bytes).digest("base64")}`;
}

/** The folder holding Decap's `dist/` files, fetched and unpacked once per machine. */
export function decapDistDir(): string {
  const dist = path.join(cacheDir, "dist");
  if (fs.existsSync(path.join(dist, DECAP_ENTRY))) return dist;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "decap-"));
  try {
    const packed = JSON.parse(
      execFileSync("npm", ["pack", `decap-cms@${DECAP_VERSION}`, "--json", "--pack-destination", work], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      }),
    ) as Array<{ filename: string }>;
    const tarball = path.join(work, packed[0]?.filename ?? "");
    const integrity = integrityOf(fs.readFileSync(tarball));
    if (integrity !== DECAP_INTEGRITY) throw new Error(`decap-cms@${DECAP_VERSION} from the registry has integrity ${integrity}, expected ${DECAP_INTEGRITY}`);
    execFileSync("tar", ["-xzf", tarball, "-C", work, "package/dist"]);
    fs.mkdirSync(cacheDir, { recursive: true });
    // A rename is atomic, so `dist` is whole or absent. Builds running side by side (the test lanes)
    // may unpack it at once: the first rename wins and the others keep its copy, never removing it.
    try {
      fs.renameSync(path.join(work, "package", "dist"), dist);
    } catch (error) {
      if (!fs.existsSync(path.join(dist, DECAP_ENTRY))) throw error;
    }
    return dist;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
