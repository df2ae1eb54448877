import fs from "node:fs";
import path from "node:path";
import { collections } from "../collections";
import { valueOffset } from "../json-syntax";
import { describeValue } from "../problems";
import { lineAndColumn } from "../read-json";
import type { ContentCheck } from "./check";

/**
 * The species a trail lists must be entries of the field guides, or the trail's page would link to
 * nothing and the species' page would miss the trail. The line is given too: a list of ids is easy
 * to misspell and hard to find by its index alone.
 */
export const entryRelations: ContentCheck = {
  name: "every species a trail lists is a bird, primate or mammal of the field guides",
  run({ content, contentDir }, problems) {
    const speciesIds = new Set([...content.birds, ...content.primates, ...content.mammals].map((species) => species.id));
    const file = collections.trails.file;
    let text: string | undefined;
    content.trails.forEach((trail, index) =>
      (trail.species ?? []).forEach((id, position) => {
        if (speciesIds.has(id)) return;
        text ??= fs.readFileSync(path.join(contentDir, file), "utf8");
        const at = [index, "species", position];
        const offset = valueOffset(text, at);
        problems.push({
          file,
          ...(offset !== undefined && { line: lineAndColumn(text, offset).line }),
          path: at,
          expected: "expected the id of a bird, primate or mammal (birds.json, primates.json, mammals.json)",
          got: describeValue(id),
        });
      }),
    );
  },
};
