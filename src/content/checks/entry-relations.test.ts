import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { entryRelations } from "./entry-relations";
import { contentCopy, problemsOf } from "./test-support";

describe(entryRelations.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(entryRelations, contentCopy())).toEqual([]);
  });

  it("names the file, line and place of a species id that does not exist", () => {
    const content = contentCopy();
    const index = content.trails.length - 1;
    content.trails[index]!.species = [content.birds[0]!.id, "dodo"];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "relations-"));
    const text = `${JSON.stringify(content.trails, null, 2)}\n`;
    fs.writeFileSync(path.join(dir, "trails.json"), text);
    const line = text.split("\n").findIndex((row) => row.includes('"dodo"')) + 1;
    expect(problemsOf(entryRelations, content, dir)).toEqual([
      `content/trails.json:${line} › [${index}].species[1]: expected the id of a bird, primate or mammal (birds.json, primates.json, mammals.json), got "dodo"`,
    ]);
  });
});
