import fs from "node:fs";
import path from "node:path";

/** Every file under a directory, at any depth, whose name `keep` accepts, as full paths. */
export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, keep);
    return keep(entry.name) ? [file] : [];
  });
}
