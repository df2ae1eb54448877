import site from "../../../content/site.json";
import { businessConstants, interpolateConstants } from "../../lib/format/business-constants";
import type { DecapCms } from "./decap-globals";

/** Decap's list control as far as the summaries go: the text on a collapsed item's bar. */
type ListControl = new (props: never) => { objectLabel(item: unknown): unknown };

/**
 * The bar of a collapsed list item shows its summary (cms-fields.ts) as readers will see it: Decap's
 * templates fill in the item's own values only, so a title written with {{productName}} would show
 * the token. The values are Portuguese, as the summaries are.
 */
export function fillSummaryTokens(cms: DecapCms): void {
  const list = cms.getWidget("list");
  if (!list) throw new Error("Decap CMS has no list widget");
  const constants = businessConstants(site as unknown as Parameters<typeof businessConstants>[0], "pt");
  const DecapList = list.control as unknown as ListControl;
  class SiteList extends DecapList {
    override objectLabel(item: unknown): unknown {
      const label = super.objectLabel(item);
      return typeof label === "string" ? interpolateConstants(label, constants) : label;
    }
  }
  cms.registerWidget("list", SiteList, list.preview, list.schema);
}
