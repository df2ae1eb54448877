import type { z } from "zod";
import { collections, type CollectionName, type Content } from "./collections";
import { lodgeValues } from "./site-schema";
import { jsonPath } from "./problems";
import { visitMarked } from "./schema-walk";

type Schema = z.core.$ZodType;

/**
 * JSON paths, in schema order, of the values only the lodge can give (the schema's `lodgeValues`
 * registry) that `value` leaves unset (""). Read from the schema, so a new contact field is listed
 * as soon as it is declared with `lodgeValue`.
 */
export function unsetLodgeValues(schema: Schema, value: unknown): PropertyKey[][] {
  const unset: PropertyKey[][] = [];
  visitMarked(lodgeValues, schema, value, (_meta, given, path) => {
    if (given === "") unset.push(path);
  });
  return unset;
}

export const LODGE_VALUES_HEADING = "Values the lodge still has to supply (not shown until set; docs/CONTENT.md says how to set each)";

/**
 * The one line that build and `npm run check:content` print while contacts or links are unset:
 * `<heading>: content/site.json › phone, email`.
 * A notice, not an error: an unset value is simply not shown. Null once everything is set.
 */
export function lodgeValuesNotice(content: Partial<Content>): string | null {
  const parts = (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const { file, schema } = collections[name];
    const unset = unsetLodgeValues(schema, content[name]).map(jsonPath);
    return unset.length > 0 ? [`content/${file} › ${unset.join(", ")}`] : [];
  });
  return parts.length > 0 ? `${LODGE_VALUES_HEADING}: ${parts.join("; ")}` : null;
}
