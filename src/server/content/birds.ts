import json from "../../../content/birds.json";
import { bundledCollection } from "./bundled-collection";

/** content/birds.json, the birds of the field guide: validated when first read (bundled-collection.ts). */
export const birds = bundledCollection("birds", json);
