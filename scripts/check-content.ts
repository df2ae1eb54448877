import path from "node:path";
import { loadContent } from "../src/content/load-content";
import { lodgeValuesNotice } from "../src/content/lodge-values";
import { documentsNotice } from "../src/build/documents";

/** `npm run check:content`: validates content/ the way the build does, without building. */
try {
  const contentDir = path.resolve(__dirname, "../content");
  const content = loadContent(contentDir);
  console.log("content/ is valid");
  // A notice, not a failure: unset contacts and links are simply not shown until the lodge gives them.
  const notice = lodgeValuesNotice(content);
  if (notice) console.log(notice);
  const documents = documentsNotice(content, contentDir);
  if (documents) console.log(documents);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
