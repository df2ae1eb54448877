import { createHash, randomBytes } from "node:crypto";
import { openDiskStore } from "../../src/server/storage/disk-store";

/**
 * Writes 1 MB files into a disk store until it is killed, printing each key once its write resolved.
 * The key carries the hash of its bytes, so whoever reads the store afterwards can tell a whole file
 * from a torn one. Run as `node --import tsx tests/support/file-writer.ts DIRECTORY`.
 */
async function main(directory: string): Promise<void> {
  const store = await openDiskStore(directory);
  for (let index = 0; ; index += 1) {
    const bytes = randomBytes(1024 * 1024);
    const key = `crash/${index}-${createHash("sha256").update(bytes).digest("hex")}.bin`;
    await store.put(key, bytes);
    process.stdout.write(`stored ${key}\n`);
  }
}

void main(process.argv[2] ?? "");
