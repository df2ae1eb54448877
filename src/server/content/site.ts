import json from "../../../content/site.json";
import { bundledCollection } from "./bundled-collection";

/** content/site.json, the site's settings: validated when first read (bundled-collection.ts). */
export const site = bundledCollection("site", json);
