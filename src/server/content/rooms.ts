import json from "../../../content/rooms.json";
import { bundledCollection } from "./bundled-collection";

/** content/rooms.json, the rooms a guest may ask for: validated when first read (bundled-collection.ts). */
export const rooms = bundledCollection("rooms", json);
