import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { moveSourceMapsOut } from "./source-maps";

describe("source maps", () => {
  it("leave public/ for the artefacts folder, which then holds this build's maps only", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "maps-"));
    const publicDir = path.join(root, "public");
    const destination = path.join(root, "source-maps");
    fs.mkdirSync(path.join(publicDir, "admin"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "app-1.js"), "app()");
    fs.writeFileSync(path.join(publicDir, "app-1.js.map"), '{"version":3}');
    fs.writeFileSync(path.join(publicDir, "admin", "cms.js.map"), '{"version":3}');
    fs.mkdirSync(destination);
    fs.writeFileSync(path.join(destination, "app-0.js.map"), "an older build's map");

    expect(moveSourceMapsOut(publicDir, destination)).toBe(2);
    expect(fs.readdirSync(publicDir).sort()).toEqual(["admin", "app-1.js"]);
    expect(fs.readdirSync(path.join(publicDir, "admin"))).toEqual([]);
    expect(fs.readFileSync(path.join(destination, "app-1.js.map"), "utf8")).toBe('{"version":3}');
    expect(fs.existsSync(path.join(destination, "admin", "cms.js.map"))).toBe(true);
    expect(fs.existsSync(path.join(destination, "app-0.js.map"))).toBe(false);
  });
});
