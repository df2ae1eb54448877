import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { checkKey, checkPrefix, contentTypeOf, type FileStore } from "./file-store";

/** Files being written; a name here is never a key, since keys cannot start with a dot. */
const INCOMING = ".incoming";

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;
/** A key that names nothing, a directory of other keys, or a path through a file: no file either way. */
const isMissing = (error: unknown) => ["ENOENT", "EISDIR", "ENOTDIR"].includes(errorCode(error) ?? "");

/** Makes a rename or a new entry in the directory survive a crash of the machine, not only the process. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await fs.promises.open(directory, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function keysUnder(directory: string, root: string): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) keys.push(...(await keysUnder(full, root)));
    else if (entry.isFile()) keys.push(path.relative(root, full).split(path.sep).join("/"));
  }
  return keys;
}

/**
 * Files under one directory (DATA_DIR/files). A file is written whole under `.incoming/`, flushed,
 * then renamed into place: a process killed mid-write leaves only a file in `.incoming/`, which the
 * next start removes, never a half-written file under its key.
 */
export async function openDiskStore(root: string): Promise<FileStore> {
  const incoming = path.join(root, INCOMING);
  await fs.promises.rm(incoming, { recursive: true, force: true });
  await fs.promises.mkdir(incoming, { recursive: true });
  const pathOf = (key: string) => path.join(root, ...checkKey(key).split("/"));

  return {
    kind: "disk",

    async put(key, bytes) {
      const target = pathOf(key);
      const partial = path.join(incoming, randomUUID());
      try {
        const handle = await fs.promises.open(partial, "wx", 0o640);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(partial, target);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
      await syncDirectory(path.dirname(target));
    },

    async get(key) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(pathOf(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: stats.size, contentType: contentTypeOf(key) };
    },

    async delete(key) {
      try {
        await fs.promises.unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async list(prefix) {
      const whole = checkPrefix(prefix).slice(0, prefix.lastIndexOf("/") + 1);
      const keys = await keysUnder(path.join(root, ...whole.split("/").filter(Boolean)), root);
      return keys.filter((key) => key.startsWith(prefix)).sort();
    },

    close: async () => undefined,
  };
}
