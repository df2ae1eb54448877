import type { RouteEntry } from "../content/collections";
import type { CmsCollection } from "./cms-config";
import type { CmsField } from "./cms-fields";

/** The site's pages as the choices of a field that points at one: the menu name the editor knows, and the id. */
export function routeOptions(routes: readonly Pick<RouteEntry, "id" | "navLabel">[]): Array<{ label: string; value: string }> {
  return routes.map((route) => ({ label: `${route.navLabel.pt} (${route.id})`, value: route.id }));
}

function withOptions(field: CmsField, options: Array<{ label: string; value: string }>): CmsField {
  const filled: CmsField = field.options_from === "routes" ? { ...field, options } : field;
  return {
    ...filled,
    ...(filled.fields ? { fields: filled.fields.map((inner) => withOptions(inner, options)) } : {}),
    ...(filled.field ? { field: withOptions(filled.field, options) } : {}),
  };
}

/** The collections with every choice of a page filled from the route table. */
export function withRouteOptions(collections: readonly CmsCollection[], options: Array<{ label: string; value: string }>): CmsCollection[] {
  return collections.map((collection) => ({
    ...collection,
    files: collection.files.map((file) => ({ ...file, fields: file.fields.map((field) => withOptions(field, options)) })),
  }));
}
