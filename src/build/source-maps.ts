import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../lib/files/files-under";

/**
 * Where the build keeps the browser scripts' source maps, beside public/ rather than in it: a map
 * holds the full source of every module, so it is an artefact for reading error reports (CI keeps it
 * with each deploy), never a file a visitor can fetch. The scripts do not name their maps either
 * (webpack's `hidden-source-map`), so a browser never asks for one.
 */
export const SOURCE_MAPS_DIR = "source-maps";

/**
 * Moves every `.map` file out of public/ into `destination`, keeping its path, after emptying
 * `destination`: it then holds exactly this build's maps (webpack writes every map again on each
 * build, since none is left in public/ to compare against). Returns how many it moved.
 */
export function moveSourceMapsOut(publicDir: string, destination: string): number {
  fs.rmSync(destination, { recursive: true, force: true });
  const maps = filesUnder(publicDir, (name) => name.endsWith(".map"));
  for (const map of maps) {
    const target = path.join(destination, path.relative(publicDir, map));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(map, target);
  }
  return maps.length;
}
