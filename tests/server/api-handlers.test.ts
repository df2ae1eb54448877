import fs from "node:fs";
import path from "node:path";
import { API_HANDLERS } from "../../src/server/api-handlers";

describe("the production server's handler list", () => {
  it("mounts every file of src/api/ under its own name, and nothing else", () => {
    const files = fs
      .readdirSync(path.resolve(__dirname, "../../src/api"))
      .filter((file) => /\.(ts|js)$/.test(file))
      .map((file) => file.replace(/\.(ts|js)$/, ""))
      .sort();
    expect(Object.keys(API_HANDLERS).sort()).toEqual(files);
    for (const module of Object.values(API_HANDLERS)) expect(typeof module.default).toBe("function");
  });
});
