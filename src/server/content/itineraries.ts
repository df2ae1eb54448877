import json from "../../../content/itineraries.json";
import { bundledCollection } from "./bundled-collection";

/** content/itineraries.json, the packages a guest may ask for: validated when first read (bundled-collection.ts). */
export const itineraries = bundledCollection("itineraries", json);
