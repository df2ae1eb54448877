import fs from "node:fs";
import path from "node:path";
import { graphqlRoles } from "../content-fields";
import { describeValue } from "../problems";
import type { ContentCheck } from "./check";
import { visitCollections } from "./visit-collections";

export const documentFiles: ContentCheck = {
  name: "every downloadable document exists",
  run({ contentDir, content }, problems) {
    visitCollections(content, graphqlRoles, ({ role }, value, at, file) => {
      if (role === "document" && !fs.existsSync(path.join(contentDir, value as string))) {
        problems.push({ file, path: at, expected: "expected a document file that exists under content/", got: describeValue(value) });
      }
    });
  },
};
