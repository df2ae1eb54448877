import { UNIQUE_VALUE_WIDGET } from "../cms-fields";
import type { CmsCollection } from "../cms-config";
import { repeatedValueProblem } from "../entry-checks";
import type { DecapCms, ImmutableLike } from "./decap-globals";

interface UniqueValueProps {
  value: unknown;
  field: ImmutableLike;
  collection: ImmutableLike;
  getEntry: () => { get(key: "data"): ImmutableLike };
}

type StringControl = new (props: never) => { props: UniqueValueProps };

/**
 * An id, slug or redirect path: Decap's own text box, which, when the entry is saved, marks itself
 * when its value is used again at its place, with the places in the message. The same check before
 * saving (entry-checks.ts) only has the top of the page to say it, and names no field.
 */
export function registerUniqueValueWidget(cms: DecapCms, collections: readonly CmsCollection[]): void {
  const text = cms.getWidget("string");
  if (!text) throw new Error("Decap CMS has no string widget");
  const DecapText = text.control as unknown as StringControl;
  class UniqueValue extends DecapText {
    isValid(): true | { error: { message: string } } {
      const { value, field, collection, getEntry } = this.props;
      const entryCollection = collections.find((candidate) => candidate.name === collection.get("name"));
      if (!entryCollection || value === undefined || value === "") return true;
      const data = getEntry().get("data").toJS() as Record<string, unknown>;
      const problem = repeatedValueProblem(entryCollection, data, String(field.get("name")), value);
      return problem === null ? true : { error: { message: problem } };
    }
  }
  cms.registerWidget(UNIQUE_VALUE_WIDGET, UniqueValue, text.preview, text.schema);
}
