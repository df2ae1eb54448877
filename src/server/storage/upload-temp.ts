import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDirectory } from "../runtime-env";

/** Uploads in progress, one file each, in the server's data folder (DATA_DIR): never memory. */
export const UPLOAD_TEMP_FOLDER = "uploads-in-progress";

let prepared: Promise<string> | undefined;

/**
 * The folder of uploads in progress, emptied the first time it is asked for (the server asks at start):
 * what it holds then was left by a process that died mid-upload, since every request removes its own
 * file however it ends. A failed preparation is tried again by the next caller.
 */
export function uploadTempFolder(): Promise<string> {
  prepared ??= (async () => {
    const folder = path.join(dataDirectory(), UPLOAD_TEMP_FOLDER);
    await fs.promises.rm(folder, { recursive: true, force: true });
    await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
    return folder;
  })().catch((error: unknown) => {
    prepared = undefined;
    throw error;
  });
  return prepared;
}

/** A new file's path in the folder; its name is random, nothing of the upload's own. */
export const newTempFile = (folder: string): string => path.join(folder, `${randomUUID()}.part`);

export const removeTempFile = (file: string): Promise<void> => fs.promises.rm(file, { force: true });
