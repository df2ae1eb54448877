import path from "node:path";
import { loadContent } from "../src/content-pipeline/load-content";

/** `npm run check:content`: validates content/ the way the build does, without building. */
try {
  loadContent(path.resolve(__dirname, "../content"));
  console.log("content/ is valid");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
